import { DETECT_DIMENSION_NAMES } from '@skinscope/contracts';

/** Chinese labels of the detection response (spec §3 and §9): the dimensions' names. */
export const DETECT_DIMENSION_LABELS = DETECT_DIMENSION_NAMES;

export const DETECT_LEVEL_LABELS = {
  severe: '重度',
  moderately: '中度',
  lightly: '轻度',
  none: '无',
} as const;

export const SKIN_TYPE_LABELS = { oil: '油性', dry: '干性', mid: '中性' } as const;

export const SKIN_COLOR_LABELS = {
  toubai: '透白',
  baixi: '白皙',
  ziran: '自然',
  xiaomai: '小麦',
  anchen: '暗沉',
  youhei: '黝黑',
} as const;

/**
 * 肤色 without a tone word: the microscope was not calibrated, so the engine names no tone
 * (issue 18 #3) and its score rates evenness only.
 */
export const COLOR_UNCALIBRATED_LABEL = '未校准，仅评估均匀度';

/** The colour dimension's result in Chinese: its tone word, or 未校准 when it has none. */
export function colorResultLabel(result: string | null | undefined): string {
  return result ? detectWordLabel(result) : COLOR_UNCALIBRATED_LABEL;
}

const ALL_WORDS: Readonly<Record<string, string>> = {
  ...DETECT_LEVEL_LABELS,
  ...SKIN_TYPE_LABELS,
  ...SKIN_COLOR_LABELS,
};

/** A level, skin type or colour word in Chinese; an unknown word is shown as sent, not hidden. */
export function detectWordLabel(word: string): string {
  return Object.hasOwn(ALL_WORDS, word) ? (ALL_WORDS[word] ?? word) : word;
}

/**
 * A score for people: whole points, or '/' when missing (issue 29 #11; spec §9's two decimals
 * read as false precision: the API keeps them). Cut off, not rounded, so that a score shown as
 * 79 never sits beside the band that starts at 80 (the bands follow the engine's cuts).
 */
export function formatDetectScore(score: number | string | null | undefined): string {
  const value = typeof score === 'string' && score.trim() !== '' ? Number(score) : score;
  return typeof value === 'number' && Number.isFinite(value) ? String(Math.floor(value)) : '/';
}

/** A change in whole points, signed: +3, −2, ±0 (less than half a point is no change). */
export function formatScoreChange(difference: number): string {
  const points = Math.round(Math.abs(difference));
  if (points === 0) return '±0';
  return `${difference > 0 ? '+' : '−'}${points}`;
}

/** How far repeated measurements spread (a repeatability band), in whole points, never ±0. */
export function formatScoreBand(points: number): string {
  return String(Math.max(1, Math.round(points)));
}
