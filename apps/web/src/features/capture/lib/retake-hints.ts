import { checkPhoto } from '@skinscope/analysis';
import type { LightType } from '@skinscope/contracts';

/**
 * Issue 6 §3: right after a capture, the same photo checks the analysis runs (exposure, glare,
 * focus; packages/analysis) say whether to retake, in their zh-CN words. An empty list means
 * the photo looks fine. A check that cannot run says nothing: the hint is advice, never a gate.
 */
export function retakeHints(image: ImageData, light: LightType): string[] {
  try {
    const quality = checkPhoto(
      { width: image.width, height: image.height, channels: 4, data: image.data },
      light === 'normal' ? 'normal' : 'polarised',
    );
    return quality.reasons.map((reason) => reason.message);
  } catch {
    return [];
  }
}
