import type { DetectDimensionResult, DetectResult } from '@skinscope/contracts';

function dimension(
  key: string,
  overrides: Partial<DetectDimensionResult> = {},
): DetectDimensionResult {
  return {
    score: 80,
    type: null,
    level: 'none',
    area: 0,
    result: null,
    filename: `d12-${key}.jpg`,
    ...overrides,
  };
}

/** A detect result as the server's JSON string carries it (contracts detect.ts). */
export function detectResult(): DetectResult {
  return {
    detectionId: 12,
    skin_type: dimension('skin_type', {
      score: 62.346,
      type: 'oil',
      level: 'lightly',
      area: 12.38,
    }),
    roughness: dimension('roughness', { score: 71.5, level: 'lightly', area: 8.02 }),
    color: dimension('color', { score: 55, result: 'xiaomai', area: 3 }),
    sensitivity: dimension('sensitivity', { score: 21.2, level: 'severe', area: 31.66 }),
    pigment: dimension('pigment', { score: 48.05, level: 'moderately', area: 5.5 }),
    elasticity: dimension('elasticity', { score: 90, area: 1.2 }),
    corneum: dimension('corneum', { score: 97.999, area: 0.4 }),
    quality: { ok: true, reasons: [] },
    version: { engine: '1.0.0', calibration: '2026.11' },
    colorCalibrated: true,
    calibration: {
      id: 3,
      name: '一号显微镜',
      version: 2,
      calibratedAt: '2026-11-20T02:00:00.000Z',
    },
  };
}

/** The envelope's `data`: the result as a JSON string (spec §3). */
export function detectResponse(result: DetectResult = detectResult()): string {
  return JSON.stringify(result);
}
