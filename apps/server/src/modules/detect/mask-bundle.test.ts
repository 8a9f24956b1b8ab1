import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DETECT_DIMENSIONS, type DetectDimension } from '@skinscope/contracts';
import { createFileImageStore } from '../../infra/image-store';
import { legacyMaskKey, maskBundleKey } from './detection-view';
import { maskFromBundle, packMasks, readMask } from './mask-bundle';

const root = mkdtempSync(path.join(os.tmpdir(), 'skinscope-masks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Distinct bytes per dimension, of different lengths (an empty one included). */
const pngs = Object.fromEntries(
  DETECT_DIMENSIONS.map((d, i) => [
    d,
    Uint8Array.from({ length: i * 37 }, (_, j) => (i + j) & 0xff),
  ]),
) as Record<DetectDimension, Uint8Array>;

describe('a detection’s masks in one object', () => {
  it('gives back each dimension’s PNG exactly as stored', () => {
    const bundle = packMasks(pngs);
    for (const d of DETECT_DIMENSIONS)
      expect(maskFromBundle(bundle, d)?.equals(Buffer.from(pngs[d]))).toBe(true);
  });

  it('refuses bytes that are not a bundle', () => {
    expect(() => maskFromBundle(Buffer.from('\x89PNG\r\n\x1a\n'), 'pigment')).toThrow();
  });

  it('reads a detection stored before the bundle, one PNG per dimension', async () => {
    const store = createFileImageStore(root);
    await store.put(legacyMaskKey(7, 'pigment'), Buffer.from(pngs.pigment));
    expect((await readMask(store, 7, 'pigment'))?.equals(Buffer.from(pngs.pigment))).toBe(true);
    expect(await readMask(store, 7, 'roughness')).toBeUndefined();

    await store.put(maskBundleKey(8), packMasks(pngs));
    expect((await readMask(store, 8, 'roughness'))?.equals(Buffer.from(pngs.roughness))).toBe(true);
  });
});
