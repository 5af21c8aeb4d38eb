/** The classifier's five classes with their probabilities (they add up to 1). */
export interface ClassProbability {
  className: string;
  probability: number;
}

/**
 * How explicit an image is, 0 (safe) .. 1: the probability of Porn and Hentai, and half of Sexy
 * (suggestive but not explicit); Neutral and Drawing count nothing. Rounded to 4 decimals.
 */
export function safetyScore(predictions: readonly ClassProbability[]): number {
  const p = (name: string) => predictions.find((c) => c.className === name)?.probability ?? 0;
  const raw = p('Porn') + p('Hentai') + 0.5 * p('Sexy');
  return Math.round(Math.min(1, Math.max(0, raw)) * 10_000) / 10_000;
}

/** Whether a score is above a site's threshold (an unscored photo is not). */
export function aboveThreshold(score: number | null, threshold: number): boolean {
  return score !== null && score > threshold;
}
