import type { QualityReason } from '@skinscope/contracts';
import type { PairAnalysis } from '../../infra/analysis-runner';
import type { ImageStore } from '../../infra/image-store';
import type { Repositories } from '../../repositories';
import type { DetectionRow, NewDetectionRow } from '../../repositories/detections.repository';
import type { DeviceInUse } from '../calibration/device-calibration-lookup';
import { maskBundleKey, staleFilesOf } from './detection-view';
import { packMasks } from './mask-bundle';

export type DetectionSubject = Omit<
  NewDetectionRow,
  'quality' | 'version' | 'result' | 'measures' | 'calibrationId'
>;

type Findings = Pick<PairAnalysis['result'], 'dimensions' | 'measures'>;

/** The colour's measures behind a tone (the patch's ITA° and the L*, b* it comes from). */
const TONE_MEASURES = new Set(['ita', 'L', 'b']);

/**
 * The engine's dimensions and measures with the colour's tone withheld (issue 31 #3): the
 * calibration corrected the photos, but they were not taken with its exposure and white
 * balance, so the tone word and the ITA behind it are not a measurement. The colour's score,
 * evenness within the photo, stays; a colour that named no tone is left as it is.
 */
function withheldTone({ dimensions, measures }: Findings, reason: QualityReason): Findings {
  const colour = dimensions?.color;
  if (!dimensions || !colour || colour.result === null) return { dimensions, measures };
  const evenness = Object.fromEntries(
    Object.entries(measures?.color ?? {}).filter(([key]) => !TONE_MEASURES.has(key)),
  );
  return {
    dimensions: { ...dimensions, color: { ...colour, result: null, toneWithheld: reason } },
    measures: measures && { ...measures, color: evenness },
  };
}

/**
 * The columns of a detection row that hold what the engine found; with `toneWithheld`
 * (DeviceInUse), the colour names no tone and says why. Its row's colour then reads as
 * uncalibrated (isColourCalibrated), wherever it is shown.
 */
export function detectionFindings(
  result: PairAnalysis['result'],
  toneWithheld: QualityReason | null = null,
) {
  const { dimensions, measures } = toneWithheld ? withheldTone(result, toneWithheld) : result;
  return {
    // The repeatability bands are stored beside the scores they qualify (detection-view.ts).
    result: dimensions && { ...dimensions, repeatability: result.repeatability },
    measures: measures as Record<string, unknown> | null,
    quality: result.quality,
    version: result.version,
  };
}

/**
 * Stores of one pair in this process, one after the other (issue 29 #4): a visit's background
 * analysis and 检测 pressed on the same pair write the same row, and each store's masks must be
 * the ones its row holds.
 */
const storing = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (storing.get(key) ?? Promise.resolve()).then(work, work);
  const settled = run.catch(() => undefined);
  storing.set(key, settled);
  void settled.then(() => {
    if (storing.get(key) === settled) storing.delete(key);
  });
  return run;
}

/**
 * Keeps what the engine found: the detection row, then its masks beside it (one object). The
 * device calibration the analysis applied gives the row its `calibrationId` and, when the photos'
 * camera settings did not match it, withholds the colour's tone (issue 31 #3).
 */
export function storeAnalysis(
  deps: { detections: Pick<Repositories['detections'], 'save'>; store: ImageStore },
  analysis: PairAnalysis,
  subject: DetectionSubject,
  device: Pick<DeviceInUse, 'row' | 'toneWithheld'> | null,
): Promise<DetectionRow> {
  return oneAtATime(`${subject.normalKey}|${subject.polarisedKey}`, async () => {
    const { result, maskPngs } = analysis;
    const { row: saved, replaced } = await deps.detections.save({
      ...subject,
      calibrationId: device?.row.id ?? null,
      ...detectionFindings(result, device?.toneWithheld ?? null),
    });
    // A new analysis of a record's pair keeps the row's id: its old marked images must not
    // outlive it. They go file by file, never the folder: removing the folder raced with a
    // marked image or mask being written into it (ENOENT, ENOTEMPTY: issue 29 #4). The masks
    // object is replaced whole (the store writes atomically).
    if (replaced) await Promise.all(staleFilesOf(saved.id).map((key) => deps.store.remove(key)));
    if (maskPngs) await deps.store.put(maskBundleKey(saved.id), packMasks(maskPngs));
    return saved;
  });
}
