/**
 * The pool's tasks, run in a worker thread: decode both photos (paths or bytes) with sharp,
 * analyse, and optionally encode the masks as PNG so the main thread only stores bytes; fit a
 * device calibration from its card photos (decoded here too); render a
 * marked image (decode, blend, JPEG: ≈ 50 ms of CPU the HTTP event loop must not spend); and the
 * warm-up at start-up.
 */
import { threadId } from 'node:worker_threads';
import sharp from 'sharp';
import { analyzePair, type AnalysisResult } from '../analyze';
import { fitCardCalibration, type CardCalibrationFit } from '../card-calibration';
import type { DeviceCalibration, LegacyDeviceCalibration, Rgb } from '../device-calibration';
import { generatePhantom } from '../phantom/generate';
import type { Dimension } from '../types';
import { decodeImage, type ImageSource } from './decode';
import { decodeMaskPng, encodeMaskPngs } from './mask-png';
import { renderOverlay } from './overlay';

// One libvips thread per worker: the pool already runs one worker per core.
sharp.concurrency(1);

export interface AnalysisTask {
  normal: ImageSource;
  polarised: ImageSource;
  /** The device's stored calibration; without a valid one colour gives no ITA word. */
  deviceCalibration?: DeviceCalibration | LegacyDeviceCalibration | null;
  /** 'raw': Uint8Array masks in the result; 'png': PNG bytes in `maskPngs`; 'none': neither. Default 'png'. */
  masks?: 'raw' | 'png' | 'none';
}

export interface AnalysisTaskResult {
  result: AnalysisResult;
  /** PNG per dimension (8-bit grey, value = class) when `masks` was 'png' and quality passed. */
  maskPngs: Record<Dimension, Uint8Array> | null;
}

export async function runAnalysisTask(task: AnalysisTask): Promise<AnalysisTaskResult> {
  const [normal, polarised] = await Promise.all([
    decodeImage(task.normal),
    decodeImage(task.polarised),
  ]);
  const full = analyzePair(normal, polarised, {
    deviceCalibration: task.deviceCalibration ?? null,
  });
  const mode = task.masks ?? 'png';
  if (mode === 'raw' || !full.masks) return { result: full, maskPngs: null };
  const maskPngs = mode === 'png' ? encodeMaskPngs(full.masks) : null;
  return { result: { ...full, masks: null }, maskPngs };
}

/** A calibration capture: the grey card under each light, optionally colour-chart patches. */
export interface CalibrationTask {
  normal: ImageSource;
  polarised: ImageSource;
  /** Chart patches under polarised light, each with its published sRGB value. */
  chart?: readonly { image: ImageSource; reference: Rgb }[];
  /** Default: the 18 % grey card (CALIBRATION.card). */
  cardReflectance?: number;
  id?: string;
}

/** Decodes the calibration photos and fits the device (card-calibration.ts). */
export async function runCalibrationTask(task: CalibrationTask): Promise<CardCalibrationFit> {
  const [normal, polarised, chart] = await Promise.all([
    decodeImage(task.normal),
    decodeImage(task.polarised),
    task.chart
      ? Promise.all(
          task.chart.map(async (p) => ({
            image: await decodeImage(p.image),
            reference: p.reference,
          })),
        )
      : undefined,
  ]);
  return fitCardCalibration(normal, polarised, {
    ...(chart ? { chart } : {}),
    ...(task.cardReflectance !== undefined ? { cardReflectance: task.cardReflectance } : {}),
    ...(task.id !== undefined ? { id: task.id } : {}),
  });
}

export interface OverlayTask {
  /** The photo the mask was computed in (file bytes). */
  photo: Uint8Array;
  /** The stored mask of one dimension (PNG bytes). */
  maskPng: Uint8Array;
  dimension: Dimension;
}

/** JPEG bytes of the photo with the dimension's mask marked. */
export async function runOverlayTask(task: OverlayTask): Promise<Uint8Array> {
  return renderOverlay(task.photo, await decodeMaskPng(task.maskPng), task.dimension);
}

export interface WarmUpTask {
  /** Analyses to run: the JIT needs about eight before an analysis takes its usual time. */
  analyses: number;
  /**
   * One Int32 shared by the warm-up tasks of a pool: each task counts itself in and waits until
   * all have, so no worker takes two of them while another gets none.
   */
  arrived: SharedArrayBuffer;
  workers: number;
  /**
   * One Int32 the pool sets once real work is asked of it: warming up stops there, so that a
   * customer's analysis (or a calibration) never queues behind the phantom's. On a busy machine
   * the low-priority workers took over a minute for their warm-up, and the first calibration
   * after a start waited all that time.
   */
  demand: SharedArrayBuffer;
}

/** What one worker's warm-up did: its thread, and how many phantom analyses it ran. */
export interface WarmedWorker {
  threadId: number;
  analyses: number;
}

/** Longest wait for the other workers' warm-up tasks (a worker that failed to start). */
const BARRIER_TIMEOUT_MS = 30_000;

/**
 * Analyses a generated phantom pair (and encodes its masks) up to `analyses` times, so that the
 * first customers' analyses after a start do not pay for V8's warm-up: on the project's
 * machine a new worker took ≈ 800, 240, 270, 150, 330 and 170 ms for its first six pairs,
 * then ≈ 90 ms. Stops early once real work waits (`demand`).
 */
export function warmUpWorker(task: WarmUpTask): WarmedWorker {
  const arrived = new Int32Array(task.arrived);
  const demand = new Int32Array(task.demand);
  const wanted = () => Atomics.load(demand, 0) !== 0;
  Atomics.add(arrived, 0, 1);
  Atomics.notify(arrived, 0);
  const deadline = Date.now() + BARRIER_TIMEOUT_MS;
  for (let seen = Atomics.load(arrived, 0); seen < task.workers && Date.now() < deadline;) {
    if (wanted()) break;
    // A short wait, so that demand is seen while the other workers are still arriving.
    Atomics.wait(arrived, 0, seen, Math.min(100, deadline - Date.now()));
    seen = Atomics.load(arrived, 0);
  }
  const phantom = generatePhantom({ seed: 1, spots: 6, lines: 2 });
  let analyses = 0;
  for (; analyses < task.analyses && !wanted(); analyses += 1) {
    const { masks } = analyzePair(phantom.normal, phantom.polarised);
    if (masks) encodeMaskPngs(masks);
  }
  return { threadId, analyses };
}
