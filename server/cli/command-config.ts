import { loadConfig, type Config } from '../config';

// What the commands share before and around their work.

/** The configuration, or undefined after saying what is wrong with it (the command then exits 1). */
export function loadCommandConfig(): Config | undefined {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

/** A database URL fit to print: the password replaced. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
