/** The colour of a result, from the lowest band (green) to the highest (red). */
export type SeverityTone = 'green' | 'yellow' | 'orange' | 'red';

/** `severity` is the band's position (0 = lowest) among `bandCount` bands. */
export function severityTone(severity: number, bandCount: number): SeverityTone {
  if (severity <= 0) return 'green';
  if (severity >= bandCount - 1) return 'red';
  return severity / (bandCount - 1) < 0.5 ? 'yellow' : 'orange';
}
