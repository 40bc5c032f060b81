import { useEffect, useState } from 'react';
import type { SeverityTone } from './severity-tone';
import { usePrefersReducedMotion } from './use-autoplay';
import './score-ring.css';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type Props = {
  value: number;
  max: number;
  tone: SeverityTone;
  /** How long after it appears the ring starts to fill (spec §9: 300 ms after finishing). */
  delayMs: number;
  /** Read out instead of the drawing, e.g. "Your score: 12 out of 21". */
  label: string;
  /** The small line under the value, in the page's language; "out of {max}" by default. */
  maxText?: string;
};

/** A ring that fills to `value` of `max` once, shortly after it appears; at once under reduced motion. */
export function ScoreRing({ value, max, tone, delayMs, label, maxText = `out of ${max}` }: Props) {
  const reducedMotion = usePrefersReducedMotion();
  const [started, setStarted] = useState(false);
  const filled = started || reducedMotion;

  useEffect(() => {
    if (reducedMotion) return;
    const timer = setTimeout(() => setStarted(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, reducedMotion]);

  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const offset = filled ? CIRCUMFERENCE * (1 - share) : CIRCUMFERENCE;

  return (
    <div
      className="score-ring"
      data-tone={tone}
      data-filled={filled}
      data-animated={!reducedMotion}
      role="img"
      aria-label={label}
    >
      <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle className="score-ring__track" cx="60" cy="60" r={RADIUS} />
        {share > 0 && (
          <circle
          className="score-ring__value"
          cx="60"
          cy="60"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={offset}
          transform="rotate(-90 60 60)"
          />
        )}
      </svg>
      <p className="score-ring__text" aria-hidden="true">
        <span className="score-ring__value-text">{value}</span>
        <span className="score-ring__max-text">{maxText}</span>
      </p>
    </div>
  );
}
