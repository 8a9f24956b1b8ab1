import { DETECT_DIMENSIONS } from '@skinscope/contracts';
import type { DetectDimension, DetectDimensionResult } from '@skinscope/contracts';
import {
  colorResultLabel,
  DETECT_DIMENSION_LABELS,
  detectWordLabel,
  formatDetectScore,
} from '@skinscope/domain';
import { zhCN } from '../locales/zh-CN';

const t = zhCN.detect;

/** One dimension as the results tables show it (spec §2 picture/detect, §9 labels). */
export interface DetectRow {
  key: DetectDimension;
  /** The dimension's Chinese name (spec §9). */
  part: string;
  /** The marked image, `/fileSvr/get/{filename}`, or null when there is none. */
  image: string | null;
  /** Two decimals, or '/' when missing (spec §9). */
  score: string;
  level: string;
  details: string[];
}

function areaText(area: number): string | null {
  if (!Number.isFinite(area) || area <= 0) return null;
  // One decimal is as precise as a marked area on a 512×384 mask is meaningful.
  return t.area(String(Math.round(area * 10) / 10));
}

/** The seven dimensions of a detection, in the response's order, ready to show. */
export function detectRows(
  dimensions: Partial<Record<DetectDimension, DetectDimensionResult>>,
): DetectRow[] {
  return DETECT_DIMENSIONS.flatMap((key) => {
    const dimension = dimensions[key];
    if (!dimension) return [];
    const details: string[] = [];
    if (key === 'skin_type' && dimension.type)
      details.push(t.skinType(detectWordLabel(dimension.type)));
    // No tone word means an uncalibrated device: say so (未校准), never leave it blank.
    if (key === 'color') details.push(t.color(colorResultLabel(dimension.result)));
    const area = areaText(dimension.area);
    if (area) details.push(area);
    return [
      {
        key,
        part: DETECT_DIMENSION_LABELS[key],
        image: dimension.filename ? `/fileSvr/get/${encodeURIComponent(dimension.filename)}` : null,
        score: formatDetectScore(dimension.score),
        level: detectWordLabel(dimension.level),
        details,
      },
    ];
  });
}
