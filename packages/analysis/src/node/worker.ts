/**
 * The pool's task, run in a worker thread: decode both photos (paths or bytes) with sharp,
 * analyse, and optionally encode the masks as PNG so the main thread only stores bytes.
 */
import sharp from 'sharp';
import { analyzePair, type AnalysisResult } from '../analyze';
import type { DeviceCalibration } from '../device-calibration';
import { DIMENSIONS, type Dimension } from '../types';
import { decodeImage, type ImageSource } from './decode';
import { encodeMaskPng } from './mask-png';

// One libvips thread per worker: the pool already runs one worker per core.
sharp.concurrency(1);

export interface AnalysisTask {
  normal: ImageSource;
  polarised: ImageSource;
  deviceCalibration?: DeviceCalibration;
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
  const full = analyzePair(
    normal,
    polarised,
    task.deviceCalibration ? { deviceCalibration: task.deviceCalibration } : {},
  );
  const mode = task.masks ?? 'png';
  if (mode === 'raw' || !full.masks) return { result: full, maskPngs: null };
  let maskPngs: Record<Dimension, Uint8Array> | null = null;
  if (mode === 'png') {
    maskPngs = {} as Record<Dimension, Uint8Array>;
    for (const d of DIMENSIONS) maskPngs[d] = encodeMaskPng(full.masks[d]);
  }
  return { result: { ...full, masks: null }, maskPngs };
}
