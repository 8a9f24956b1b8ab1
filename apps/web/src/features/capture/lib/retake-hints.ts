import { checkPhoto, type DeviceCalibration } from '@skinscope/analysis';
import type { LightType } from '@skinscope/contracts';

/**
 * Issue 6 §3: right after a capture, the same photo checks the analysis runs (exposure, glare,
 * focus; packages/analysis) say whether to retake, in their zh-CN words. An empty list means
 * the photo looks fine. A check that cannot run says nothing: the hint is advice, never a gate.
 * With the camera's calibration, skin colour is judged as the calibration corrects it, as the
 * server's analysis of the pair will: a colour cast then hints no 未识别到皮肤 (issue 18 #2/#3).
 */
export function retakeHints(
  image: ImageData,
  light: LightType,
  calibration?: DeviceCalibration,
): string[] {
  try {
    const quality = checkPhoto(
      { width: image.width, height: image.height, channels: 4, data: image.data },
      light === 'normal' ? 'normal' : 'polarised',
      calibration,
    );
    return quality.reasons.map((reason) => reason.message);
  } catch {
    return [];
  }
}
