/**
 * Issue 18 #1/#7: real photographs that are not skin are refused before any score, each with
 * the reason a person would give. The corpus is scikit-image's sample photographs (Debian's
 * python3-skimage-lib, which .ci/run installs): a cat, a rocket, coffee, coins, grass, text…
 */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calibrateDevice } from '../accuracy/device';
import { analyzePair, type AnalyzeOptions } from '../analyze';
import { CALIBRATION } from '../calibration';
import { SRGB_TO_LINEAR, labToLinear } from '../kernels/lab';
import { decodeImage } from '../node/decode';
import { captureImage } from '../phantom/camera';
import { generatePhantom } from '../phantom/generate';
import type { PhantomDevice } from '../phantom/phantom-types';
import { createRng } from '../phantom/prng';
import { CAST_CAPTURE, CAST_DEVICE, REFERENCE_DEVICE } from '../phantom/spec';
import { checkPhoto } from './photo-quality';
import type { RgbImage } from '../types';

const SKIMAGE_DATA = '/usr/lib/python3/dist-packages/skimage/data/';
const haveCorpus = existsSync(SKIMAGE_DATA);
if (!haveCorpus && process.env.CI)
  throw new Error('CI must install python3-skimage-lib (the non-skin corpus)');

/**
 * What may be said of a pair that is not skin: that, why a photo could not even be judged, or —
 * when only the normal photo is something else — that the two photos show different things.
 * One photo given twice must be called that (两张照片相同), and two different photos never.
 */
const RIGHT_FOR_NON_SKIN = new Set([
  'NOT_SKIN',
  'TOO_DARK',
  'TOO_BRIGHT',
  'TOO_SMALL',
  'MISREGISTERED',
  'SIZE_MISMATCH',
]);

/** scikit-image ships some pictures twice, e.g. the chessboard in grey and in colour. */
function samePicture(a: string, b: string): boolean {
  const picture = (name: string) => name.replace(/_(GRAY|RGB)\./, '.').replace(/\.\w+$/, '');
  return picture(a) === picture(b);
}

/** Decoded once for the file: three suites judge the same photographs. */
let decodedCorpus: Promise<Array<{ name: string; image: RgbImage }>> | undefined;
function corpus(): Promise<Array<{ name: string; image: RgbImage }>> {
  return (decodedCorpus ??= decodeCorpus());
}

async function decodeCorpus(): Promise<Array<{ name: string; image: RgbImage }>> {
  const files = readdirSync(SKIMAGE_DATA)
    .filter((file) => /\.(png|jpg)$/.test(file))
    .sort();
  const photos = [];
  for (const file of files) {
    try {
      photos.push({ name: file, image: await decodeImage(SKIMAGE_DATA + file) });
    } catch {
      // truncated.jpg is broken on purpose (scikit-image's own tests); the server refuses it earlier.
    }
  }
  return photos;
}

function flatFrame(sigma: number, seed: number): RgbImage {
  const rng = createRng(seed);
  const width = 640;
  const height = 480;
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    const noise = sigma * rng.normal();
    data[3 * i] = Math.round(205 + noise);
    data[3 * i + 1] = Math.round(160 + noise);
    data[3 * i + 2] = Math.round(135 + noise);
  }
  return { width, height, channels: 3, data };
}

function noiseFrame(seed: number): RgbImage {
  const rng = createRng(seed);
  const data = Uint8Array.from({ length: 640 * 480 * 3 }, () => Math.floor(rng.next() * 256));
  return { width: 640, height: 480, channels: 3, data };
}

interface Pair {
  name: string;
  normal: RgbImage;
  polarised: RgbImage;
  twice?: boolean;
}

/**
 * The non-skin pairs: each photo twice, each with its neighbour, each beside skin (both ways),
 * noise and flat skin-coloured frames. `through` renders a frame as the microscope under test
 * would capture it (identity by default).
 */
function nonSkinPairs(
  photos: Array<{ name: string; image: RgbImage }>,
  skin: { normal: RgbImage; polarised: RgbImage },
  through: (image: RgbImage, light: 'normal' | 'polarised') => RgbImage = (image) => image,
): Pair[] {
  const n = (image: RgbImage) => through(image, 'normal');
  const p = (image: RgbImage) => through(image, 'polarised');
  return [
    ...photos.map(({ name, image }) => ({
      name: `${name} twice`,
      // One capture given twice: the same frame, not two captures of the picture.
      normal: n(image),
      polarised: n(image),
      twice: true,
    })),
    ...photos.map(({ name, image }, k) => {
      const other = photos[(k + 1) % photos.length]!;
      return {
        name: `${name} + ${other.name}`,
        normal: n(image),
        polarised: p(other.image),
        twice: samePicture(name, other.name),
      };
    }),
    ...photos.map(({ name, image }) => ({
      name: `skin + ${name}`,
      normal: skin.normal,
      polarised: p(image),
    })),
    ...photos.map(({ name, image }) => ({
      name: `${name} + skin`,
      normal: n(image),
      polarised: skin.polarised,
    })),
    ...[1, 2, 3].map((seed) => ({
      name: `noise ${seed}`,
      normal: n(noiseFrame(seed)),
      polarised: p(noiseFrame(seed + 10)),
    })),
    ...[0, 1, 3].map((sigma) => ({
      name: `flat skin colour σ ${sigma}`,
      normal: n(flatFrame(sigma, 40 + sigma)),
      polarised: p(flatFrame(sigma, 50 + sigma)),
    })),
  ];
}

/** Analyses every pair; prints the wrongly judged ones and the refusal rate; returns the figures. */
function judge(label: string, pairs: Pair[], options: AnalyzeOptions = {}) {
  const rows = pairs.map(({ name, normal, polarised, twice = false }) => {
    const result = analyzePair(normal, polarised, options);
    const codes = result.quality.reasons.map((reason) => reason.code);
    const right =
      !result.quality.ok &&
      // A photo too small to judge is not compared with the other one.
      (codes.includes('IDENTICAL_PHOTOS') === twice || codes.includes('TOO_SMALL')) &&
      codes.every((code) => code === 'IDENTICAL_PHOTOS' || RIGHT_FOR_NON_SKIN.has(code));
    return { name, scored: result.dimensions !== null, codes: codes.join(' '), right };
  });
  const refusedRightly = rows.filter((row) => row.right).length;
  console.table(rows.filter((row) => !row.right));
  console.log(
    `${label}: ${refusedRightly}/${rows.length} pairs refused with the right reason (${(
      (100 * refusedRightly) /
      rows.length
    ).toFixed(1)} %), ${rows.filter((row) => row.scored).length} scored`,
  );
  return { scored: rows.filter((row) => row.scored), share: refusedRightly / rows.length };
}

describe.skipIf(!haveCorpus)('issue 18 #1/#7: non-skin photographs', () => {
  it('refuses ≥ 95 % of non-skin pairs, each with the right reason, and scores none', async () => {
    const photos = await corpus();
    const skin = generatePhantom({ seed: 18, width: 640, height: 480 });
    const { scored, share } = judge('non-skin corpus', nonSkinPairs(photos, skin));
    expect(scored).toEqual([]);
    expect(share).toBeGreaterThanOrEqual(0.95);
  }, 180_000);
});

/** The cast microscope (phantom/spec.ts CAST_DEVICE), calibrated from its own grey-card capture. */
const CAST = CAST_DEVICE;
const TONES = [30, 45, 62, 78];

function castSkin(L: number) {
  return generatePhantom({
    seed: 500 + L,
    width: 640,
    height: 480,
    tone: { L, a: 11, b: L < 45 ? 22 : L < 65 ? 18 : 14 },
    device: CAST,
  });
}

/**
 * A photograph (the scene) as the cast microscope captures it under one light. The capture is
 * a function of the scene and the light (its noise is seeded by them), so each is rendered once
 * and kept: the corpus pairs use a photograph up to five times, in two suites.
 */
const castCaptures = new WeakMap<RgbImage, Map<'normal' | 'polarised', RgbImage>>();
function throughCast(image: RgbImage, light: 'normal' | 'polarised'): RgbImage {
  let captures = castCaptures.get(image);
  if (!captures) castCaptures.set(image, (captures = new Map()));
  let capture = captures.get(light);
  if (!capture) captures.set(light, (capture = renderThroughCast(image, light)));
  return capture;
}

function renderThroughCast(image: RgbImage, light: 'normal' | 'polarised'): RgbImage {
  const n = image.width * image.height;
  const planes = [0, 1, 2].map((c) => {
    const plane = new Float32Array(n);
    for (let i = 0; i < n; i += 1) plane[i] = SRGB_TO_LINEAR[image.data[i * image.channels + c]!]!;
    return plane;
  });
  return captureImage(
    { width: image.width, height: image.height, r: planes[0]!, g: planes[1]!, b: planes[2]! },
    CAST,
    CAST_CAPTURE,
    light === 'normal' ? CAST.exposureN : CAST.exposureP,
    // Each light its own sensor noise: one noise pattern in both would make a flat scene's two
    // captures one photo (两张照片相同), which no camera gives.
    light === 'normal' ? n : n + 1,
  );
}

async function castCalibration() {
  const fit = await calibrateDevice(CAST, CAST_CAPTURE, false);
  if (!fit.ok) throw new Error(`the cast device's card was refused: ${JSON.stringify(fit.report)}`);
  return fit.calibration;
}

describe('issue 18 #1/#2: the skin gate on a calibrated device judges the corrected colour', () => {
  it('accepts every tone through a magenta/blue cast, calibrated and (issue 31) uncalibrated', async () => {
    const calibration = await castCalibration();
    const notSkin = (L: number, options: AnalyzeOptions) => {
      const skin = castSkin(L);
      const result = analyzePair(skin.normal, skin.polarised, options);
      return result.quality.reasons.some((reason) => reason.code === 'NOT_SKIN');
    };
    // Issue 18 refused light skin through this cast uncalibrated (L* 62 and 78). Real
    // dermoscopes cast skin pink to violet (issue 31, the real-skin corpus), and the locus now
    // takes that in: the cast no longer refuses skin; the calibration still corrects its colour.
    expect(TONES.filter((L) => notSkin(L, {}))).toEqual([]);
    for (const L of TONES) {
      const skin = castSkin(L);
      const result = analyzePair(skin.normal, skin.polarised, { deviceCalibration: calibration });
      expect(result.quality.reasons, `L* ${L}`).toEqual([]);
    }
    // The capture screen's check alone judges alike when given the calibration.
    const light = castSkin(78).polarised;
    const codes = (calibrated?: typeof calibration) =>
      checkPhoto(light, 'polarised', calibrated).reasons.map((reason) => reason.code);
    expect(codes()).toEqual([]);
    expect(codes(calibration)).toEqual([]);
  }, 120_000);

  /*
   * The flat skin-coloured frames included: through the cast device's vignetting (0.25) their
   * fall-off once passed the texture test as texture (block spread 0.49); the quadratic shading
   * fit takes it off (ANALYSIS.md "Quality first").
   */
  it.skipIf(!haveCorpus).each(['uncalibrated', 'calibrated'] as const)(
    'still refuses the non-skin corpus seen through the same cast, %s',
    async (state) => {
      const options = state === 'calibrated' ? { deviceCalibration: await castCalibration() } : {};
      const photos = await corpus();
      const skin = castSkin(62);
      const { scored, share } = judge(
        `non-skin corpus through the cast, ${state}`,
        nonSkinPairs(photos, skin, throughCast),
        options,
      );
      expect(scored).toEqual([]);
      expect(share).toBeGreaterThanOrEqual(0.95);
    },
    // 138 analyses, each photo rendered through the cast: up to two minutes on a busy 2-core machine.
    300_000,
  );
});

/** A flat frame of skin colour (no relief, no spots) as a microscope with `vignetting` captures it. */
function flatSkin(L: number, vignetting: number, light: 'normal' | 'polarised'): RgbImage {
  const device: PhantomDevice = { ...REFERENCE_DEVICE, vignetting };
  const [r, g, b] = labToLinear(L, 11, L < 45 ? 22 : L < 65 ? 18 : 14);
  const n = 640 * 480;
  return captureImage(
    {
      width: 640,
      height: 480,
      r: new Float32Array(n).fill(r),
      g: new Float32Array(n).fill(g),
      b: new Float32Array(n).fill(b),
    },
    device,
    CAST_CAPTURE,
    light === 'normal' ? device.exposureN : device.exposureP,
    L + (light === 'normal' ? 0 : 1000),
  );
}

describe('issue 18 #1: a flat skin-coloured frame is not skin, whatever the vignetting', () => {
  it('refuses it through vignetting 0, 0.25 and 0.4 at every tone, while skin passes', () => {
    const flat: number[] = [];
    const skin: number[] = [];
    for (const vignetting of [0, 0.25, 0.4])
      for (const L of TONES) {
        for (const light of ['normal', 'polarised'] as const) {
          const check = checkPhoto(flatSkin(L, vignetting, light), light);
          expect(
            check.reasons.map((reason) => reason.code),
            `k ${vignetting} L* ${L} ${light}`,
          ).toEqual(['NOT_SKIN']);
          flat.push(check.measures.blockIqr);
        }
        const result = analyzePair(
          flatSkin(L, vignetting, 'normal'),
          flatSkin(L, vignetting, 'polarised'),
        );
        expect(result.dimensions).toBeNull();
        // The same device and tone with skin's relief (no spots: the least texture) passes.
        const phantom = generatePhantom({
          seed: 700 + L,
          width: 640,
          height: 480,
          tone: { L, a: 11, b: L < 45 ? 22 : L < 65 ? 18 : 14 },
          spots: 0,
          device: { vignetting },
        });
        for (const light of ['normal', 'polarised'] as const) {
          const check = checkPhoto(phantom[light], light);
          expect(check.reasons, `skin k ${vignetting} L* ${L} ${light}`).toEqual([]);
          skin.push(check.measures.blockIqr);
        }
      }
    console.log(
      `texture (block L* spread less shading): flat frames ≤ ${Math.max(...flat).toFixed(3)}, skin ≥ ${Math.min(...skin).toFixed(3)}, limit ${CALIBRATION.quality.minBlockIqr}`,
    );
  }, 120_000);
});

describe('issue 18 #1: skin of every tone passes the skin gate', () => {
  it.each([30, 38, 45, 55, 62, 70, 78])('L* %i, with heavy spots too', (L) => {
    for (const spots of [0, 60]) {
      const phantom = generatePhantom({
        seed: 300 + L + spots,
        width: 512,
        height: 384,
        tone: { L, a: 11, b: L < 45 ? 22 : L < 65 ? 18 : 14 },
        spots,
        spotContrast: spots ? [14, 24] : [5, 14],
      });
      const result = analyzePair(phantom.normal, phantom.polarised);
      expect(result.quality.reasons.map((reason) => reason.code)).not.toContain('NOT_SKIN');
    }
  });

  it('says 未识别到皮肤 in Chinese, naming the photo', () => {
    const flat = flatFrame(1, 7);
    const skin = generatePhantom({ seed: 19, width: 640, height: 480 });
    const result = analyzePair(skin.normal, flat);
    expect(result.quality.reasons).toEqual([
      {
        code: 'NOT_SKIN',
        photo: 'polarised',
        message: '偏振光照片未识别到皮肤，请将显微镜贴紧皮肤后重拍',
      },
    ]);
  });
});
