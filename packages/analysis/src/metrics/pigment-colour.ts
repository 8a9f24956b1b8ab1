/**
 * Is a dark patch pigment or shade? Melanin absorbs more the shorter the wavelength (Jacques,
 * "Optical properties of biological tissues", 2013), so a pigmented patch is darker in blue and
 * green than in red; shade (relief the polariser lets through, a pore, a furrow, a hair) darkens
 * every channel alike, and haemoglobin mostly green (Prahl's tabulated spectra). The patch's
 * optical-density excess over the skin around it, per channel, is split into these three
 * (Tsumura et al. 2003 separate melanin, haemoglobin and shading the same way), and the share of
 * its red-channel excess — what the melanin index measures — that melanin explains is returned.
 * Channel gains cancel in the excess, so exposure and white balance do not move it.
 */
import { CALIBRATION } from '../calibration';
import type { Components } from '../kernels/components';
import type { AnalysisContext } from '../prepare';

const C = CALIBRATION.pigment;

/** Rows R, G, B; columns melanin, haemoglobin, shade (relative absorption per channel). */
function inverseOfSpectra(): number[] {
  const [mr, mg, mb] = C.melaninAbsorption;
  const [hr, hg, hb] = C.haemoglobinAbsorption;
  const a = [mr, hr, 1, mg, hg, 1, mb, hb, 1];
  const det =
    a[0]! * (a[4]! * a[8]! - a[5]! * a[7]!) -
    a[1]! * (a[3]! * a[8]! - a[5]! * a[6]!) +
    a[2]! * (a[3]! * a[7]! - a[4]! * a[6]!);
  // Only the melanin row of the inverse is needed: melanin = row · excess.
  return [
    (a[4]! * a[8]! - a[5]! * a[7]!) / det,
    (a[2]! * a[7]! - a[1]! * a[8]!) / det,
    (a[1]! * a[5]! - a[2]! * a[4]!) / det,
  ];
}
const MELANIN_ROW = inverseOfSpectra();

/** Linear values below this are noise; the log is floored there. */
const FLOOR = 1e-3;

/**
 * Share (unclamped) of the red optical-density excess of the patch (`inPatch` cells of component
 * `id`) over the skin around it (cells of no component within colourRingHalf of the component's
 * box) that melanin explains: ≈ 1 for pigment, ≈ 0 for shade. Only ROI cells count: the colour
 * of a hair's cells is the hair's.
 */
export function melaninShare(
  ctx: AnalysisContext,
  components: Components,
  id: number,
  inPatch: (i: number) => boolean,
): number {
  const { halfWidth: w, halfHeight: h } = ctx;
  const o = (id - 1) * 10;
  const x0 = Math.max(0, components.stats[o + 6]! - C.colourRingHalf);
  const y0 = Math.max(0, components.stats[o + 7]! - C.colourRingHalf);
  const x1 = Math.min(w - 1, components.stats[o + 8]! + C.colourRingHalf);
  const y1 = Math.min(h - 1, components.stats[o + 9]! + C.colourRingHalf);
  const planes = [ctx.polarised.r.data, ctx.polarised.g.data, ctx.polarised.b.data];
  const patch = [0, 0, 0];
  const ring = [0, 0, 0];
  let inside = 0;
  let around = 0;
  for (let y = y0; y <= y1; y += 1)
    for (let x = x0; x <= x1; x += 1) {
      const i = y * w + x;
      if (!ctx.roi.data[i]) continue;
      const label = components.labels[i]!;
      const sum = label === id && inPatch(i) ? patch : label === 0 ? ring : null;
      if (!sum) continue;
      for (let c = 0; c < 3; c += 1) sum[c] = sum[c]! + Math.log(Math.max(FLOOR, planes[c]![i]!));
      if (sum === patch) inside += 1;
      else around += 1;
    }
  if (inside === 0 || around === 0) return 1;
  const excess = [0, 1, 2].map((c) => ring[c]! / around - patch[c]! / inside);
  if (!(excess[0]! > 0)) return 1;
  const melanin =
    MELANIN_ROW[0]! * excess[0]! + MELANIN_ROW[1]! * excess[1]! + MELANIN_ROW[2]! * excess[2]!;
  return (C.melaninAbsorption[0] * melanin) / excess[0]!;
}
