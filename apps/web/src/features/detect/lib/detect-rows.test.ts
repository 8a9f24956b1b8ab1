import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { qualityReasonsOf } from './detect-rows';

describe('qualityReasonsOf', () => {
  it('reads the retake reasons of a 422 PHOTO_QUALITY answer only', () => {
    const reasons = [
      {
        code: 'BLURRY',
        photo: 'normal',
        message: '常光照片对焦不清，请调节焦距至皮肤纹理清晰后重拍',
      },
    ];
    const quality = new ApiError({
      status: 422,
      code: 'PHOTO_QUALITY',
      message: '这组照片无法分析，请按提示重新拍摄',
      details: { reasons },
    });
    expect(qualityReasonsOf(quality)).toEqual(reasons);
    expect(
      qualityReasonsOf(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'x' })),
    ).toBeNull();
    expect(qualityReasonsOf(new Error('x'))).toBeNull();
  });
});
