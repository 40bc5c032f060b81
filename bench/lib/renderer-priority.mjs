// Lighthouse's simulated throttling multiplies the main-thread time it observed by four. On a
// two-core machine shared with the server, Lighthouse's own process, Chrome's other processes
// and other tenants, much of that time is the page's renderer waiting for a core: in traces of
// /individual_therapy, the tasks after the first paint took 2-3.3 times as long on the clock as
// on the CPU, and with another process keeping one core busy, single runs' TBT reached 191 ms
// (docs/BENCHMARKS.md has the paired runs). Chrome itself runs its browser and GPU processes
// above normal priority where it may (nice -8 here) and its renderers at normal priority,
// level with everything else. While a Lighthouse run is under way, this raises the renderers'
// main threads to RENDERER_NICE, so that what is scaled is the page's own work, as on a phone
// that runs only the page. It needs the right to raise a priority (root or CAP_SYS_NICE);
// without it the runs go on as they are, and the bench says so.
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

export const RENDERER_NICE = -10;
const POLL_MS = 50;
/**
 * A new renderer is left at its own priority this long. Raised from its first moments, the
 * audited page's renderer sometimes ran ahead of the trace Lighthouse records: 3 of 12 runs
 * failed with NO_NAVSTART (0 of 12 at normal priority); left alone for its first 100 ms, and
 * with Chrome's spare renderer off (see FLAGS in lighthouse.mjs), none of 8.
 */
const SETTLE_MS = 100;

/** Whether this process may raise a priority (tried on itself, and put back). */
export function canRaisePriority() {
  try {
    const own = getPriority();
    setPriority(0, Math.max(-20, own - 1));
    setPriority(0, own);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps every Chrome renderer's main thread at RENDERER_NICE until the returned function is
 * called (renderers start during a run, and Chrome may set a renderer's priority itself).
 */
export function keepRenderersFirst() {
  const renderer = new Map();
  const firstSeen = new Map();
  const isRenderer = (pid) => {
    if (!renderer.has(pid)) {
      let cmdline = '';
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        // gone already
      }
      renderer.set(pid, cmdline.includes('--type=renderer'));
    }
    return renderer.get(pid);
  };
  const raise = () => {
    let pids;
    try {
      pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    for (const name of pids) {
      const pid = Number(name);
      if (!isRenderer(pid)) continue;
      if (!firstSeen.has(pid)) firstSeen.set(pid, Date.now());
      if (Date.now() - firstSeen.get(pid) < SETTLE_MS) continue;
      try {
        if (getPriority(pid) > RENDERER_NICE) setPriority(pid, RENDERER_NICE);
      } catch {
        // exited meanwhile, or not ours to raise
      }
    }
  };
  raise();
  const timer = setInterval(raise, POLL_MS);
  return () => clearInterval(timer);
}

/**
 * The audited page's main-thread tasks from its first contentful paint on, as Lighthouse traced
 * them: milliseconds on the clock (what Lighthouse scales) and on the CPU.
 */
export function mainThreadAfterFirstPaint(traceEvents) {
  const mains = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busy = (m) => traceEvents.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask').reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const paint = main && traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
  if (!paint) return undefined;
  const tasks = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ts >= paint.ts);
  return {
    wallMs: tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
    cpuMs: tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000,
  };
}
