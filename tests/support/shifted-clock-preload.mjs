// Loaded into a spawned server with `node --import` by the end-to-end tests (server-clock.ts),
// never by the server itself, which has no clock setting: it moves the process's clock by the
// offset in milliseconds written in the file named by SHIFTED_CLOCK_FILE, so a test can stand a
// day before a session without waiting for it. The file is read at start and again on SIGUSR2
// (a signal rather than a timer: the new time holds from the moment the test says so).
//
// Date.now(), new Date() and Date() read the shifted time; new Date(value), Date.parse and
// Date.UTC are untouched, and every date stays `instanceof Date` (one prototype for both).
// Timers, performance.now() and anything below JavaScript keep the real clock.

import { readFileSync } from 'node:fs';

const file = process.env.SHIFTED_CLOCK_FILE;
if (!file) throw new Error('SHIFTED_CLOCK_FILE must name the file that holds the clock offset in milliseconds');

const RealDate = globalThis.Date;
let offsetMs = readOffset();

function readOffset() {
  const text = readFileSync(file, 'utf8').trim();
  const value = Number(text);
  if (text === '' || !Number.isSafeInteger(value)) throw new Error(`${file} must hold a whole number of milliseconds, not "${text}"`);
  return value;
}

process.on('SIGUSR2', () => {
  try {
    offsetMs = readOffset();
  } catch (error) {
    // The old offset stays; the test sees the effect it waits for never come.
    console.error('The shifted clock kept its offset:', error instanceof Error ? error.message : error);
  }
});

const now = () => RealDate.now() + offsetMs;

/** Date with the shifted "now"; called without `new`, a string of that moment, as Date() gives. */
function ShiftedDate(...args) {
  if (!new.target) return new RealDate(now()).toString();
  return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
}

// Statics (parse, UTC) come from the real Date; only now() is its own.
Object.setPrototypeOf(ShiftedDate, RealDate);
Object.defineProperties(ShiftedDate, {
  prototype: { value: RealDate.prototype, writable: false },
  now: { value: now, writable: true, configurable: true },
  name: { value: 'Date' },
  length: { value: RealDate.length },
});

globalThis.Date = ShiftedDate;
