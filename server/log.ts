// The server's log: one JSON object per line, `{time, level, msg, ...fields}`.
//
// `msg` is always a fixed text written in our code. Whatever comes from outside (a request's
// path, a transaction id, a username, a provider's or a mail server's error message) goes in
// `fields`, where JSON escapes it: it can neither act as a console format string (a path with
// `%s` or `%o` once swallowed the error it was logged with) nor start a line of its own.

export type LogFields = Record<string, unknown>;
export type Log = (message: string, fields?: LogFields) => void;
export type Logger = { info: Log; error: Log };
export type LogLevel = 'info' | 'error';

/** An error's own properties worth a line; others (body-parser's `body`, say) may hold personal data. */
const ERROR_PROPERTIES = ['code', 'errno', 'syscall', 'status', 'statusCode', 'type'] as const;
const MAX_CAUSE_DEPTH = 3;

function errorFields(error: Error, depth = 0): LogFields {
  const fields: LogFields = { name: error.name, message: error.message, stack: error.stack };
  const own = error as unknown as Record<string, unknown>;
  for (const name of ERROR_PROPERTIES) {
    const value = own[name];
    if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    fields.cause = error.cause instanceof Error ? errorFields(error.cause, depth + 1) : error.cause;
  }
  return fields;
}

const RESERVED = new Set(['time', 'level', 'msg']);

/** One line of the log, newline included. Never throws: a field that cannot be written is named so. */
export function logLine(level: LogLevel, message: string, fields: LogFields = {}, at: Date = new Date()): string {
  const entry: LogFields = { time: at.toISOString(), level, msg: message };
  for (const [name, value] of Object.entries(fields)) entry[RESERVED.has(name) ? `field.${name}` : name] = value;
  const seen = new WeakSet<object>();
  try {
    return `${JSON.stringify(entry, (_key, value: unknown) => {
      if (value instanceof Error) return errorFields(value);
      if (typeof value === 'bigint') return value.toString();
      if (typeof value === 'object' && value !== null) {
        if (seen.has(value)) return '[Circular]';
        seen.add(value);
      }
      return value;
    })}\n`;
  } catch {
    return `${JSON.stringify({ time: entry.time, level, msg: message, logError: 'the fields could not be written' })}\n`;
  }
}

export type LogSinks = {
  /** Where info lines go: stdout by default. */
  out?: (line: string) => void;
  /** Where error lines go: stderr by default. */
  err?: (line: string) => void;
  now?: () => Date;
};

export function createLogger({
  out = (line) => void process.stdout.write(line),
  err = (line) => void process.stderr.write(line),
  now = () => new Date(),
}: LogSinks = {}): Logger {
  return {
    info: (message, fields) => out(logLine('info', message, fields, now())),
    error: (message, fields) => err(logLine('error', message, fields, now())),
  };
}

/** The process's log, for code that is not handed one. */
export const logger: Logger = createLogger();
