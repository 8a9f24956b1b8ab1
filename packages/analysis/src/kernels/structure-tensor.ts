/**
 * Structure-tensor coherence (Bigün & Granlund 1987; Jähne, "Digital Image Processing"):
 * J = G_ρ * (∇I ∇Iᵀ), coherence = ((J11 − J22)² + 4 J12²) / (J11 + J22)², 1 for a single
 * dominant orientation, 0 for isotropic texture. Parallel fine lines raise it.
 */
import { newFloat32 } from './arena';
import { gaussianBlur } from './gaussian';
import type { Mask, Plane } from './plane';

/** Mean coherence over `mask` (or the whole image), with gradients by central differences. */
export function meanCoherence(src: Plane, rho: number, mask?: Mask): number {
  const { width: w, height: h, data: s } = src;
  const n = w * h;
  const jxx = newFloat32(n);
  const jxy = newFloat32(n);
  const jyy = newFloat32(n);
  for (let y = 1; y < h - 1; y += 1) {
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      const gx = 0.5 * (s[i + 1]! - s[i - 1]!);
      const gy = 0.5 * (s[i + w]! - s[i - w]!);
      jxx[i] = gx * gx;
      jxy[i] = gx * gy;
      jyy[i] = gy * gy;
    }
  }
  const a = gaussianBlur({ width: w, height: h, data: jxx }, rho).data;
  const b = gaussianBlur({ width: w, height: h, data: jxy }, rho).data;
  const c = gaussianBlur({ width: w, height: h, data: jyy }, rho).data;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < n; i += 1) {
    if (mask && mask.data[i]! === 0) continue;
    const trace = a[i]! + c[i]!;
    if (trace <= 1e-12) continue;
    sum += ((a[i]! - c[i]!) ** 2 + 4 * b[i]! ** 2) / (trace * trace);
    count += 1;
  }
  return count > 0 ? sum / count : 0;
}
