import { describe, expect, it } from 'vitest';
import { StudyProtocolSchema } from '@skinscope/contracts';
import { analyseStudy, type StudyParticipant } from '@skinscope/domain';
import { normal, seeded } from '@skinscope/domain/testing';
import { expectExportAgrees } from '../../../test-support/recompute-study';
import { STUDY_EXPORT_COLUMNS, studyExportCsv } from './study-export';

const protocol = StudyProtocolSchema.parse({
  name: '舒缓精华 28 天',
  sponsor: '示例品牌',
  subject: { kind: 'care', careKey: 'basic-soothe' },
  design: 'single_arm',
  parts: ['zlj'],
  primary: 'sensitivity',
  secondary: ['roughness'],
});

/** 30 simulated participants whose redness score improves ≈ 3 points by day 28. */
function participants(): StudyParticipant[] {
  const random = seeded(33);
  const day0 = new Date('2026-11-01T02:00:00Z');
  const at = (days: number) => new Date(day0.getTime() + days * 24 * 60 * 60 * 1000);
  return Array.from({ length: 30 }, (_, i) => {
    const start = 60 + normal(random, 8);
    const visit = (day: number, drift: number) => ({
      timepoint: day,
      takenAt: at(day),
      parts: {
        zlj: {
          status: 'accepted' as const,
          engineVersion: '3.1.0',
          calibrationId: 1,
          scores: { sensitivity: start + drift + normal(random, 2), roughness: 70 },
          bands: { sensitivity: 3 + (i % 3), roughness: 2.5 },
        },
      },
    });
    return {
      code: `P${String(i + 1).padStart(2, '0')}`,
      arm: 'treated' as const,
      protocolVersion: 1,
      withdrawn: false,
      visits: [visit(0, 0), visit(14, 1.5), visit(28, 3)],
    };
  });
}

describe('the study export (issue 33 target)', () => {
  const analysis = analyseStudy(protocol, participants());
  const csv = studyExportCsv(analysis);

  it('lists every counted value by code, with no name', () => {
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(STUDY_EXPORT_COLUMNS.join(','));
    // 30 participants × 2 endpoints × 2 timepoints.
    expect(lines).toHaveLength(1 + 30 * 2 * 2);
    expect(lines[1]).toMatch(/^sensitivity,primary,14,P01,treated,1,/);
  });

  it('recomputed with another library, gives the report’s t, p, CI and share beyond band', () => {
    const recomputed = expectExportAgrees(csv, analysis);
    // The simulated effect is found: day 28's p is small.
    expect(recomputed.get('sensitivity@28')!.p).toBeLessThan(0.001);
  });
});
