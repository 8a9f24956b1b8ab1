/**
 * The normal photo's relief with its glints taken out, for roughness and elasticity (issue 18
 * #4: a shiny patch must not read rough or wrinkled). A glint is many times the diffuse light on
 * dark skin; left in the log-luminance, every smoothing filter spreads it, the detail image
 * rings dark around it and the ridge filter traces its rim as a line. So the glints (grown by
 * their blurred and JPEG-ringing rim where the dimension needs it) are filled with the mean of the skin around them
 * (normalised convolution) before any filter runs, and the measures count only skin at least
 * the filters' reach away from a filled glint, normalised by that remaining area.
 */
import { CALIBRATION } from '../calibration';
import { overwrittenFloat32 } from '../kernels/arena';
import { boxMean } from '../kernels/box';
import { min2 } from '../kernels/fast-math';
import { fillHidden } from '../kernels/fill';
import { gaussianBlur } from '../kernels/gaussian';
import { dilateMask } from '../kernels/morphology';
import { countMask, maskMinus, type Mask, type Plane } from '../kernels/plane';
import { downsample2 } from '../kernels/resample';
import type { AnalysisContext } from '../prepare';

const C = CALIBRATION.relief;

export interface ReliefPlanes {
  /**
   * 100·ln Y of the normal photo on the half grid, glints filled and bright things (flakes)
   * capped at the local mean: as is, blurred with σ = 1 half px, and on the quarter grid with
   * σ = 1 quarter px (≈ 2 half px). Line, pore and texture filters look for dark detail.
   */
  clean: Plane;
  smooth: Plane;
  quarterSmooth: Plane;
  /** Where texture and lines are measured: the ROI minus `shadow`. */
  valid: Mask;
  /** The filled glints grown by the filters' reach. */
  shadow: Mask;
  validCount: number;
}

/** Caps the log-luminance at its local mean (17×17 half px): dark detail stays, flakes go. */
function withoutBright(log: Plane): Plane {
  const local = boxMean(log, 8).data;
  const out = overwrittenFloat32(log.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = min2(log.data[i]!, local[i]!);
  return { width: log.width, height: log.height, data: out };
}

/**
 * `glints`: half-grid cells with any shiny pixel (normal frame), from the skin_type stage;
 * `rimHalf`: how far around them is hidden too (each dimension's own: texture needs a rim,
 * lines are cut by one).
 */
export function reliefPlanes(ctx: AnalysisContext, glints: Mask, rimHalf: number): ReliefPlanes {
  const hidden = dilateMask(glints, 2 * rimHalf + 1);
  // logY is 100·ln Y, Y ≥ 0.001: within [−700, 0].
  const clean = withoutBright(
    fillHidden(ctx.normal.logY, hidden, C.fillRadiusHalf, { lo: -700, hi: 0 }),
  );
  const shadow = dilateMask(hidden, 2 * C.filterReachHalf + 1);
  const valid = maskMinus(ctx.roi, shadow);
  return {
    shadow,
    clean,
    smooth: gaussianBlur(clean, 1),
    quarterSmooth: gaussianBlur(downsample2(clean), 1),
    valid,
    validCount: countMask(valid),
  };
}
