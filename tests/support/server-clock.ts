import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A server process's clock, moved by the test instead of waited for. The production server
// has no clock setting; the test loads shifted-clock-preload.mjs into the process it spawns
// (`node --import`), which reads its offset from a file this clock writes, again on SIGUSR2.

const PRELOAD = fileURLToPath(new URL('./shifted-clock-preload.mjs', import.meta.url));

/** A running process that can be told to read the clock again (RunningServer.signal). */
export type Signalled = { signal(signal: NodeJS.Signals): void };

export type ServerClock = {
  /** What the server process needs to run on this clock: its environment and node flags. */
  readonly env: Record<string, string>;
  readonly nodeArgs: readonly string[];
  /** The time the server reads now. */
  now(): Date;
  /**
   * The server reads `at` from now on, and runs on from there; a running server is told at
   * once, one started later reads it when it starts.
   */
  moveTo(at: Date, server?: Signalled): void;
  /** Deletes the offset file. */
  remove(): void;
};

export function createServerClock(): ServerClock {
  const dir = mkdtempSync(join(tmpdir(), 'saathi-clock-'));
  const file = join(dir, 'offset-ms');
  let offsetMs = 0;

  // Written aside and renamed: the server never reads half a number.
  const write = (value: number) => {
    const next = `${file}.next`;
    writeFileSync(next, `${value}\n`);
    renameSync(next, file);
  };
  write(0);

  return {
    env: { SHIFTED_CLOCK_FILE: file },
    nodeArgs: ['--import', PRELOAD],
    now: () => new Date(Date.now() + offsetMs),
    moveTo(at, server) {
      offsetMs = at.getTime() - Date.now();
      write(offsetMs);
      server?.signal('SIGUSR2');
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
