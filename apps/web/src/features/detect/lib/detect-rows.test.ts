import type { DetectResult } from '@skinscope/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { detectRows } from '../../../lib/detect-format';
import { qualityReasonsOf } from './detect-rows';
import { detectResult } from '../test-fixtures';

describe('detectRows', () => {
  it('lists the seven dimensions in the response’s order with their Chinese labels', () => {
    const rows = detectRows(detectResult());
    expect(rows.map((row) => row.part)).toEqual([
      '肤质',
      '粗糙度',
      '肤色',
      '敏感肌',
      '色素沉着',
      '弹性',
      '角质层',
    ]);
    expect(rows[0]).toEqual({
      key: 'skin_type',
      part: '肤质',
      image: '/fileSvr/get/d12-skin_type.jpg',
      score: '62.35',
      level: '轻度',
      details: ['肤质：油性', '标记面积：12.4%'],
    });
    expect(rows[2]?.details).toEqual(['肤色：小麦', '标记面积：3%']);
    expect(rows[3]?.level).toBe('重度');
  });

  it('says 未校准 instead of a tone word when the device was not calibrated', () => {
    const base = detectResult();
    const rows = detectRows({ ...base, color: { ...base.color, result: null } });
    expect(rows[2]?.details[0]).toBe('肤色：未校准，仅评估均匀度');
  });

  it('shows a missing score as / and a missing image as none', () => {
    const base = detectResult();
    const result: DetectResult = {
      ...base,
      corneum: { ...base.corneum, score: Number.NaN, filename: null, area: 0 },
    };
    const corneum = detectRows(result)[6];
    expect(corneum?.score).toBe('/');
    expect(corneum?.image).toBeNull();
    expect(corneum?.details).toEqual([]);
  });
});

describe('qualityReasonsOf', () => {
  it('reads the retake reasons of a 422 PHOTO_QUALITY answer only', () => {
    const reasons = [{ code: 'BLURRY', photo: 'normal', message: '常光照片模糊，请对焦后重拍' }];
    const quality = new ApiError({
      status: 422,
      code: 'PHOTO_QUALITY',
      message: '照片质量不佳，请重新拍摄',
      details: { reasons },
    });
    expect(qualityReasonsOf(quality)).toEqual(reasons);
    expect(
      qualityReasonsOf(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'x' })),
    ).toBeNull();
    expect(qualityReasonsOf(new Error('x'))).toBeNull();
  });
});
