import { useEffect, useRef, useState, type RefObject } from 'react';
import { formatIndianWholeNumber } from '../../domain/ist';
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
const formatFigure = formatIndianWholeNumber;

/**
 * 0..1: how far the figures have counted up. They start at their final values (as the page
 * arrives from the server, and as it stays without script); a list still below the screen
 * drops to zero and counts up once, the first time it is scrolled into view, and never moves
 * again (no fake live increments). A list already on screen, or without motion or the
 * browser features, simply keeps the final figures.
 */
function useCountUpOnce(target: RefObject<HTMLElement | null>): number {
  const reducedMotion = usePrefersReducedMotion();
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const element = target.current;
    if (!element || reducedMotion || !canAnimate()) {
      setProgress(1);
      return;
    }
    let frame = 0;
    let firstReport = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        const wasOffScreen = !firstReport;
        firstReport = false;
        if (!visible) {
          setProgress(0);
          return;
        }
        observer.disconnect();
        // Seen at once: the figures are already read, so they stay.
        if (!wasOffScreen) return;
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
