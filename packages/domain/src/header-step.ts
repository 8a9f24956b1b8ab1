import type { ConsultationStep } from './consultation-steps';

/**
 * Header step by route (spec §2 and DECISIONS "Routes"). A pattern ending in `/` covers every
 * page below it; any other pattern covers the page itself and its parameterised children.
 * Recommend pages are listed one by one because they split between steps 5 and 6.
 */
const HEADER_STEPS: readonly (readonly [pattern: string, step: ConsultationStep])[] = [
  ['introduce', 1],
  ['about', 1],
  ['collection/', 2],
  ['picture/', 3],
  ['analyse/', 4],
  ['recommend/step', 5],
  ['recommend/result', 5],
  ['recommend/help', 5],
  ['recommend/all', 5],
  ['recommend/special', 5],
  ['recommend/summary', 6],
  ['recommend/goods', 6],
];

/** Accepts `/picture/step/one`, `picture/step/one?x=1` or `recommend/special#top` alike. */
function normalise(path: string): string {
  return path
    .replace(/[?#].*$/, '')
    .replace(/^\/+/, '')
    .replace(/\/+$/, '');
}

function matches(path: string, pattern: string): boolean {
  if (pattern.endsWith('/')) return path.startsWith(pattern);
  return path === pattern || path.startsWith(`${pattern}/`);
}

/** The consultation step the header highlights on a route; 0 outside the consultation. */
export function headerStepFor(path: string): ConsultationStep {
  const clean = normalise(path);
  return HEADER_STEPS.find(([pattern]) => matches(clean, pattern))?.[1] ?? 0;
}
