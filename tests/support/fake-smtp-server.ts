import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on loopback for tests: it accepts every message and keeps it,
// and it can be stopped and started again on the same port to play an outage.

export type ReceivedMail = {
  raw: string;
  from: string | undefined;
  to: string[];
  /** Header names lower-cased, folded lines joined, encoded words decoded. */
  headers: Map<string, string>;
  text: string | undefined;
  html: string | undefined;
};

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Stops listening; the port then refuses connections. */
  stop(): Promise<void>;
  /** Listens again on the same port, keeping what was received. */
  restart(): Promise<void>;
};

export type TestSmtpOptions = {
  /**
   * Called with each message once it is kept, before the reply to DATA: the client hears
   * nothing until the promise settles (to kill a sender between hand-off and its record).
   */
  beforeReply?: (mail: ReceivedMail) => Promise<void> | void;
  /**
   * Called with the envelope sender of each message as it starts, before the reply to MAIL FROM:
   * the client hears nothing until the promise settles (to kill a sender mid-send, before it has
   * handed anything over).
   */
  beforeMailFrom?: (from: string) => Promise<void> | void;
};

export async function startTestSmtpServer({ beforeReply, beforeMailFrom }: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const listen = async (port: number): Promise<number> => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onMailFrom(address, _session, callback) {
        if (!beforeMailFrom) return callback();
        void Promise.resolve(beforeMailFrom(address.address)).finally(() => callback());
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelope = session.envelope;
          const mail: ReceivedMail = {
            ...parseMessage(raw),
            raw,
            from: envelope.mailFrom ? envelope.mailFrom.address : undefined,
            to: envelope.rcptTo.map((rcpt) => rcpt.address),
          };
          received.push(mail);
          if (!beforeReply) return callback();
          void Promise.resolve(beforeReply(mail)).finally(() => callback());
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.server.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        next.server.off('error', reject);
        resolve();
      });
    });
    server = next;
    return (next.server.address() as AddressInfo).port;
  };

  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (!current) {
        resolve();
        return;
      }
      current.close(() => resolve());
    });

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop,
    async restart() {
      await stop();
      await listen(port);
    },
  };
}

function splitHeadersAndBody(part: string): { headers: Map<string, string>; body: string } {
  const end = part.search(/\r?\n\r?\n/);
  const head = end === -1 ? part : part.slice(0, end);
  const body = end === -1 ? '' : part.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  switch (transferEncoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Enough MIME for our own mails: one level of multipart with text and html parts. */
function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const { headers, body } = splitHeadersAndBody(raw);
  let text: string | undefined;
  let html: string | undefined;
  const take = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding')).replace(/\r\n/g, '\n');
    if (type.startsWith('text/plain') && text === undefined) text = decoded;
    if (type.startsWith('text/html') && html === undefined) html = decoded;
  };

  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) {
    take(headers, body);
  } else {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const parsed = splitHeadersAndBody(part.replace(/^\r?\n/, ''));
      take(parsed.headers, parsed.body.replace(/\r?\n$/, ''));
    }
  }
  return { headers, text, html };
}
