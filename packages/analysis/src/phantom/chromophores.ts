/**
 * Chromophore model of the phantom: melanin and haemoglobin attenuate the diffuse light
 * channel by channel (Beer–Lambert, T_c = exp(−d·ε_c)). The relative absorptions follow the
 * shape of the published spectra over a camera's broad R, G, B bands: melanin absorbs more
 * at shorter wavelengths (Jacques, "Optical properties of biological tissues", 2013);
 * oxy-haemoglobin absorbs strongly in green, moderately in blue, little in red (Prahl's
 * tabulated spectra). A feature's strength is set by solving for the density that gives the
 * requested ΔL* (spots) or Δa* (redness) on the base tone.
 */
import { labToLinear, linearToLab } from '../kernels/lab';
import type { Lab } from './phantom-types';

export const MELANIN_ABSORPTION = [0.55, 0.8, 1] as const;
export const HAEMOGLOBIN_ABSORPTION = [0.06, 1, 0.6] as const;

type Absorption = readonly [number, number, number];

function attenuatedLab(
  tone: Lab,
  absorption: Absorption,
  density: number,
): [number, number, number] {
  const [r, g, b] = labToLinear(tone.L, tone.a, tone.b);
  return linearToLab(
    Math.max(0, r) * Math.exp(-density * absorption[0]),
    Math.max(0, g) * Math.exp(-density * absorption[1]),
    Math.max(0, b) * Math.exp(-density * absorption[2]),
  );
}

/** Density for which `measure(attenuated Lab)` reaches `target` (bisection; measure grows with density). */
function solveDensity(
  tone: Lab,
  absorption: Absorption,
  target: number,
  measure: (lab: [number, number, number]) => number,
): number {
  let lo = 0;
  let hi = 8;
  for (let k = 0; k < 50; k += 1) {
    const mid = 0.5 * (lo + hi);
    if (measure(attenuatedLab(tone, absorption, mid)) < target) lo = mid;
    else hi = mid;
  }
  return 0.5 * (lo + hi);
}

/** Melanin density that darkens the tone by ΔL* = `deltaL`. */
export function melaninForDeltaL(tone: Lab, deltaL: number): number {
  return solveDensity(tone, MELANIN_ABSORPTION, deltaL, (lab) => tone.L - lab[0]);
}

/** Haemoglobin density that raises a* by `deltaA`. */
export function haemoglobinForDeltaA(tone: Lab, deltaA: number): number {
  return solveDensity(tone, HAEMOGLOBIN_ABSORPTION, deltaA, (lab) => lab[1] - tone.a);
}

/** Grey shading factor that darkens the tone by ΔL* = `deltaL` (log of the factor). */
export function shadeForDeltaL(tone: Lab, deltaL: number): number {
  const y = (L: number) => ((L + 16) / 116) ** 3;
  return Math.log(y(tone.L - deltaL) / y(tone.L));
}
