import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzePair, resultJson } from '../analyze';
import { DIMENSIONS } from '../types';
import { fitCardCalibration } from '../card-calibration';
import { GREY_CARD_LINEAR, renderFlatTarget } from '../phantom/color-card';
import { REFERENCE_DEVICE } from '../phantom/spec';
import { decodeImage, encodeJpeg } from './decode';
import { decodeMaskPng } from './mask-png';
import { renderOverlay } from './overlay';
import { phantomJpegs } from './phantom-jpeg';
import { AnalysisBusyError, createAnalysisPool, type AnalysisPool } from './pool';

describe('analysis worker pool (TypeScript worker loaded through tsx)', () => {
  let pool: AnalysisPool;
  let normal: Buffer;
  let polarised: Buffer;

  beforeAll(async () => {
    pool = createAnalysisPool({ threads: 1, maxQueue: 1 });
    ({ normalJpeg: normal, polarisedJpeg: polarised } = await phantomJpegs({
      seed: 3,
      width: 512,
      height: 384,
    }));
  });
  afterAll(() => pool.close());

  it('decodes and analyses in a worker, with the same JSON as in-process', async () => {
    const { result, maskPngs } = await pool.analyze({ normal, polarised });
    const local = analyzePair(await decodeImage(normal), await decodeImage(polarised));
    expect(resultJson(result)).toBe(resultJson(local));
    expect(result.masks).toBeNull();
    // Every mask comes back exactly from its PNG (node:zlib written, sharp read).
    for (const d of DIMENSIONS) {
      const mask = await decodeMaskPng(maskPngs![d]);
      expect(Buffer.compare(Buffer.from(mask.data), Buffer.from(local.masks![d].data))).toBe(0);
    }
  }, 60_000);

  it('rejects at once with AnalysisBusyError when the queue is full', async () => {
    const running = [
      pool.analyze({ normal, polarised, masks: 'none' }),
      pool.analyze({ normal, polarised, masks: 'none' }),
    ];
    const start = performance.now();
    await expect(pool.analyze({ normal, polarised })).rejects.toBeInstanceOf(AnalysisBusyError);
    expect(performance.now() - start).toBeLessThan(100);
    expect(pool.pending).toBe(2);
    await Promise.all(running);
    expect(pool.pending).toBe(0);
  }, 60_000);

  it('renders a marked image in a worker, as in-process, even while the analysis queue is full', async () => {
    const { maskPngs } = await pool.analyze({ normal, polarised });
    const running = [
      pool.analyze({ normal, polarised, masks: 'none' }),
      pool.analyze({ normal, polarised, masks: 'none' }),
    ];
    const jpeg = await pool.renderOverlay({
      photo: polarised,
      maskPng: maskPngs!.pigment,
      dimension: 'pigment',
    });
    const local = await renderOverlay(polarised, await decodeMaskPng(maskPngs!.pigment), 'pigment');
    expect(Buffer.compare(Buffer.from(jpeg), local)).toBe(0);
    await Promise.all(running);
  }, 60_000);

  it('fits a device calibration from card photos in a worker, as in-process', async () => {
    const device = REFERENCE_DEVICE;
    const capture = { noise: 1.5, jpegQuality: 90, shift: { dx: 0, dy: 0 }, disc: null };
    const size = { width: 512, height: 384 };
    const [cardN, cardP] = await Promise.all(
      (['normal', 'polarised'] as const).map((light, k) =>
        encodeJpeg(renderFlatTarget(GREY_CARD_LINEAR, device, capture, light, 7 + k, size), 90),
      ),
    );
    const fit = await pool.calibrate({ normal: cardN!, polarised: cardP!, id: 'bench scope' });
    const local = fitCardCalibration(await decodeImage(cardN!), await decodeImage(cardP!), {
      id: 'bench scope',
    });
    expect(fit).toEqual(local);
    expect(fit.ok).toBe(true);
    // The skin photos given as the card: refused, nothing to store.
    const refused = await pool.calibrate({ normal, polarised });
    expect(refused.ok).toBe(false);
    expect(refused.calibration).toBeNull();
    expect(refused.report.refusals.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('a worker that fails outside a task', () => {
  it('is reported to onWorkerError instead of crashing the process', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pool-'));
    const workerFilename = path.join(dir, 'broken-worker.mjs');
    await writeFile(workerFilename, "throw new Error('cannot load');\n");
    const errors: string[] = [];
    let reported!: () => void;
    const firstError = new Promise<void>((resolve) => (reported = resolve));
    const pool = createAnalysisPool({
      threads: 1,
      workerFilename,
      onWorkerError: (error) => {
        errors.push(error.message);
        reported();
      },
    });
    await firstError;
    await pool.close();
    await rm(dir, { recursive: true, force: true });
    expect(errors[0]).toContain('cannot load');
  });
});

describe('warm-up', () => {
  /** Analyses a phantom pair in the pool and expects what an in-process analysis gives. */
  async function expectSameAsInProcess(pool: AnalysisPool, seed: number) {
    const { normalJpeg, polarisedJpeg } = await phantomJpegs({ seed, width: 512, height: 384 });
    const { result } = await pool.analyze({ normal: normalJpeg, polarised: polarisedJpeg });
    const local = analyzePair(await decodeImage(normalJpeg), await decodeImage(polarisedJpeg));
    expect(resultJson(result)).toBe(resultJson(local));
  }

  it('runs in every worker, each once, and the pool analyses as before afterwards', async () => {
    const pool = createAnalysisPool({ threads: 2 });
    try {
      const warmed = await pool.warmUp(1);
      expect(warmed.map((worker) => worker.analyses)).toEqual([1, 1]);
      expect(new Set(warmed.map((worker) => worker.threadId)).size).toBe(2);
      await expectSameAsInProcess(pool, 4);
      expect(pool.pending).toBe(0);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('stops as soon as real work is asked for, so that work does not wait behind it', async () => {
    const pool = createAnalysisPool({ threads: 1 });
    try {
      // A thousand phantom pairs would keep the worker busy for minutes.
      const warming = pool.warmUp(1000);
      await expectSameAsInProcess(pool, 5);
      const [worker] = await warming;
      expect(worker!.analyses).toBeLessThan(1000);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
