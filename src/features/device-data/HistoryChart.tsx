import { chartPoints, type HistoryEntry } from '../../domain/assessment-history';
import type { AssessmentId } from '../../domain/assessments/assessment';
import { maxScore } from '../../domain/assessments/scoring';
import { useLanguage, useT } from '../../i18n/react';
import { deviceDataMessages } from './messages';
import { dateTime } from './words';

const BOX = { width: 320, height: 160, padding: 20 };

/**
 * The scores over time as a small inline SVG, drawn here with no chart library. The picture
 * says the same as the table below it (its text alternative), so it names the table instead of
 * repeating every point; each point still has its own title for a pointer.
 */
export function HistoryChart({ test, entries }: { test: AssessmentId; entries: readonly HistoryEntry[] }) {
  const t = useT(deviceDataMessages);
  const language = useLanguage();
  const points = chartPoints(test, entries, BOX);
  const max = maxScore(test);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const first = entries[0];
  const last = entries.at(-1);
  if (!first || !last) return null;
  const top = BOX.padding;
  const bottom = BOX.height - BOX.padding;
  return (
    <svg
      className="history-chart"
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      role="img"
      aria-label={t('history.chartLabel', { first: dateTime(language, first.completedAt), last: dateTime(language, last.completedAt) })}
    >
      <line className="history-chart__axis" x1={BOX.padding} x2={BOX.width - BOX.padding} y1={bottom} y2={bottom} />
      <line className="history-chart__grid" x1={BOX.padding} x2={BOX.width - BOX.padding} y1={top} y2={top} />
      <text className="history-chart__tick" x={BOX.padding - 4} y={bottom} textAnchor="end" dominantBaseline="middle">
        0
      </text>
      <text className="history-chart__tick" x={BOX.padding - 4} y={top} textAnchor="end" dominantBaseline="middle">
        {max}
      </text>
      {points.length > 1 && <polyline className="history-chart__line" points={points.map(({ x, y }) => `${x},${y}`).join(' ')} />}
      {points.map(({ id, x, y }) => {
        const entry = byId.get(id);
        return (
          <circle key={id} className="history-chart__point" cx={x} cy={y} r={5}>
            {entry && <title>{t('history.pointLabel', { date: dateTime(language, entry.completedAt), score: entry.score, max })}</title>}
          </circle>
        );
      })}
    </svg>
  );
}
