/** Light, medium and dark skin (on the skin locus, ITA ≈ 63°, 35°, −37°) for the cases that vary tone. */
import type { Lab } from '../phantom/phantom-types';

export const SKIN_TONES: readonly { name: string; tone: Lab }[] = [
  { name: 'light', tone: { L: 75, a: 9, b: 13 } },
  { name: 'medium', tone: { L: 62, a: 11, b: 17 } },
  { name: 'dark', tone: { L: 35, a: 12, b: 20 } },
];
