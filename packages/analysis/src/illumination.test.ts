import { describe, expect, it } from 'vitest';
import { ita } from './metrics/color';
import { linearToLab } from './kernels/lab';
import type { Mask, Plane } from './kernels/plane';
import { generatePhantom } from './phantom/generate';
import { photoPlanes } from './photo';
import { prepareContext } from './prepare';

function medianOf(values: number[]): number {
  const sorted = [...values].sort((p, q) => p - q);
  return sorted[sorted.length >> 1]!;
}

/** ITA of the median L* and b* over the ROI, from the photo's own linear colour (no correction). */
function rawIta(r: Plane, g: Plane, b: Plane, roi: Mask): number {
  const L: number[] = [];
  const B: number[] = [];
  roi.data.forEach((inside, i) => {
    if (!inside) return;
    const lab = linearToLab(r.data[i]!, g.data[i]!, b.data[i]!);
    L.push(lab[0]);
    B.push(lab[2]);
  });
  return ita(medianOf(L), medianOf(B));
}

function correctedIta(lab: { L: Plane; b: Plane }, roi: Mask): number {
  const L: number[] = [];
  const B: number[] = [];
  roi.data.forEach((inside, i) => {
    if (!inside) return;
    L.push(lab.L.data[i]!);
    B.push(lab.b.data[i]!);
  });
  return ita(medianOf(L), medianOf(B));
}

describe('blind illumination (no device calibration)', () => {
  it('moves ITA by at most 0.5° on a flat target, whatever shading it mistakes for vignetting', () => {
    // Radial darkening of 0, 15 and 30 % at the corners, from the blind fit's point of view
    // indistinguishable from a flat target's shading; tones from dark to light skin.
    const moved: number[] = [];
    for (const vignetting of [0, 0.15, 0.3])
      for (const L of [30, 55, 80]) {
        const phantom = generatePhantom({
          seed: 60 + L,
          width: 512,
          height: 384,
          tone: { L, a: 11, b: L < 50 ? 20 : 14 },
          spots: 3,
          device: { vignetting },
        });
        const normal = photoPlanes(phantom.normal, { colour: false });
        const polarised = photoPlanes(phantom.polarised);
        const ctx = prepareContext({ normal, polarised, shift: { dx: 0, dy: 0, ncc: 1 } });
        moved.push(
          Math.abs(
            correctedIta(ctx.lab, ctx.roi) - rawIta(polarised.r, polarised.g, polarised.b, ctx.roi),
          ),
        );
      }
    expect(Math.max(...moved)).toBeLessThanOrEqual(0.5);
  });
});
