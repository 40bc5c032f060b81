import { useEffect, useRef, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../../ui/use-autoplay';

export type Stat = { id: string; value: number; suffix?: string; label: string };

const COUNT_UP_MS = 1600;

function canAnimate(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.IntersectionObserver === 'function' &&
    typeof window.requestAnimationFrame === 'function' &&
    !(typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches)
  );
}

/** 1500 -> "1500", 25000 -> "25,000" (Indian grouping only from five digits). */
function formatFigure(value: number): string {
  return value.toLocaleString('en-IN', { useGrouping: 'min2' });
}

/**
 * 0..1: how far the figures have counted up. They count once, the first time the list is
 * scrolled into view, and never move again (no fake live increments). Without motion, or
 * without the browser features, they simply show the final figures.
 */
function useCountUpOnce(target: RefObject<HTMLElement | null>): number {
  const reducedMotion = usePrefersReducedMotion();
  const [progress, setProgress] = useState(() => (canAnimate() ? 0 : 1));

  useEffect(() => {
    if (reducedMotion) setProgress(1);
  }, [reducedMotion]);

  useEffect(() => {
    const element = target.current;
    if (!element || progress === 1 || !canAnimate()) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / COUNT_UP_MS);
          setProgress(1 - (1 - t) ** 3);
          if (t < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
    // Starts once; `progress` is read only to skip work already done.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, reducedMotion]);

  return progress;
}

export function StatCounters({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const progress = useCountUpOnce(listRef);
  const counting = progress < 1;

  return (
    <ul ref={listRef} className={['stats', className].filter(Boolean).join(' ')}>
      {stats.map((stat) => {
        const final = `${formatFigure(stat.value)}${stat.suffix ?? ''}`;
        const shown = counting ? `${formatFigure(Math.round(stat.value * progress))}${stat.suffix ?? ''}` : final;
        return (
          <li key={stat.id} className="stats__item">
            <span className="stats__value" aria-hidden={counting || undefined}>
              {shown}
            </span>
            {counting && <span className="visually-hidden">{final}</span>}
            <span className="stats__label">{stat.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
