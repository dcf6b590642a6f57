/** The AI's score (0–1) as a percentage. */
export function formatScore(score: number | null | undefined): string | null {
  return typeof score === 'number' && Number.isFinite(score) ? `${Math.round(score * 100)} %` : null;
}
