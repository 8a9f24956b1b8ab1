/**
 * Issue 18 #1/#7: real photographs that are not skin are refused before any score, each with
 * the reason a person would give. The corpus is scikit-image's sample photographs (Debian's
 * python3-skimage-lib, which .ci/run installs): a cat, a rocket, coffee, coins, grass, text…
 */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzePair } from '../analyze';
import { decodeImage } from '../node/decode';
import { generatePhantom } from '../phantom/generate';
import { createRng } from '../phantom/prng';
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

async function corpus(): Promise<Array<{ name: string; image: RgbImage }>> {
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

describe.skipIf(!haveCorpus)('issue 18 #1/#7: non-skin photographs', () => {
  it('refuses ≥ 95 % of non-skin pairs, each with the right reason, and scores none', async () => {
    const photos = await corpus();
    const skin = generatePhantom({ seed: 18, width: 640, height: 480 });
    const pairs: Array<{ name: string; normal: RgbImage; polarised: RgbImage; twice?: boolean }> = [
      ...photos.map(({ name, image }) => ({
        name: `${name} twice`,
        normal: image,
        polarised: image,
        twice: true,
      })),
      ...photos.map(({ name, image }, k) => {
        const other = photos[(k + 1) % photos.length]!;
        return {
          name: `${name} + ${other.name}`,
          normal: image,
          polarised: other.image,
          twice: samePicture(name, other.name),
        };
      }),
      ...photos.map(({ name, image }) => ({
        name: `skin + ${name}`,
        normal: skin.normal,
        polarised: image,
      })),
      ...photos.map(({ name, image }) => ({
        name: `${name} + skin`,
        normal: image,
        polarised: skin.polarised,
      })),
      ...[1, 2, 3].map((seed) => ({
        name: `noise ${seed}`,
        normal: noiseFrame(seed),
        polarised: noiseFrame(seed + 10),
      })),
      ...[0, 1, 3].map((sigma) => ({
        name: `flat skin colour σ ${sigma}`,
        normal: flatFrame(sigma, 40 + sigma),
        polarised: flatFrame(sigma, 50 + sigma),
      })),
    ];
    const rows = pairs.map(({ name, normal, polarised, twice = false }) => {
      const result = analyzePair(normal, polarised);
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
      `non-skin corpus: ${refusedRightly}/${rows.length} pairs refused with the right reason (${(
        (100 * refusedRightly) /
        rows.length
      ).toFixed(1)} %), ${rows.filter((row) => row.scored).length} scored`,
    );
    expect(rows.filter((row) => row.scored)).toEqual([]);
    expect(refusedRightly / rows.length).toBeGreaterThanOrEqual(0.95);
  });
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
