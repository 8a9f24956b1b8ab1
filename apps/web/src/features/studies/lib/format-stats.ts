/**
 * How the study report writes its statistics: these are figures over a group, not a person's
 * score, so changes keep one decimal; p three significant figures, below 0.001 as such.
 */

const MINUS = '−';

/** A signed number with `digits` decimals: +3.2, −1.5, 0.0. */
export function signed(value: number, digits = 1): string {
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return text;
  return `${value > 0 ? '+' : MINUS}${text}`;
}

/** A number with `digits` decimals and a proper minus sign. */
export function fixed(value: number, digits = 1): string {
  const text = Math.abs(value).toFixed(digits);
  return value < 0 && Number(text) !== 0 ? `${MINUS}${text}` : text;
}

export function formatP(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  return `p = ${p.toPrecision(3)}`;
}

export const formatMeanSd = (mean: number, sd: number | null) =>
  sd === null ? signed(mean) : `${signed(mean)} ± ${fixed(sd)}`;

export const formatInterval = (interval: { low: number; high: number }) =>
  `${fixed(interval.low)} 至 ${fixed(interval.high)}`;

/** Degrees of freedom (whole for a paired test, Welch's fractional) and rank sums (may end in .5). */
export const wholeOrTenth = (df: number) => (Number.isInteger(df) ? String(df) : fixed(df));

export const formatShare = (share: number) => `${Math.round(share * 100)}%`;
