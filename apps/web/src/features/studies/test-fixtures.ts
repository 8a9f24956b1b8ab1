import type {
  StudyAnalysisView,
  StudyDetail,
  StudyParticipantView,
  StudySummary,
} from '@skinscope/contracts';

/** Test data for 功效验证's screens. */

export function makeSummary(overrides: Partial<StudySummary> = {}): StudySummary {
  return {
    id: 3,
    name: '舒缓精华 28 天泛红改善',
    sponsor: '安肤品牌',
    design: 'single_arm',
    version: 1,
    locked: false,
    enrolled: 0,
    withdrawn: 0,
    targetSize: 30,
    createdAt: '2026-11-02T02:00:00.000Z',
    ...overrides,
  };
}

export function makeParticipant(
  overrides: Partial<StudyParticipantView> = {},
): StudyParticipantView {
  return {
    enrolmentId: 1,
    code: 'P01',
    customerId: 5,
    customerName: '李娜',
    arm: 'treated',
    protocolVersion: 1,
    consentVersion: 'research-v1-2026-12',
    consentedAt: '2026-11-03T02:00:00.000Z',
    withdrawnAt: null,
    visits: [],
    ...overrides,
  };
}

export function makeStudy(overrides: Partial<StudyDetail> = {}): StudyDetail {
  return {
    ...makeSummary(),
    protocol: {
      name: '舒缓精华 28 天泛红改善',
      sponsor: '安肤品牌',
      subject: { kind: 'care', careKey: 'basic-soothe' },
      design: 'single_arm',
      parts: ['zlj', 'ylj'],
      controlParts: [],
      primary: 'sensitivity',
      secondary: ['pigment'],
      schedule: [0, 14, 28],
      windowDays: 3,
      targetSize: 30,
      inclusion: '两颊有泛红',
    },
    versions: [{ version: 1, createdAt: '2026-11-02T02:00:00.000Z', lockedAt: null }],
    participants: [],
    ...overrides,
  };
}

type Paired = StudyAnalysisView['endpoints'][number]['timepoints'][number]['treated'];

function makePaired(overrides: Partial<Paired> = {}): Paired {
  return {
    n: 28,
    meanChange: 4.237,
    sdChange: 3.081,
    ci95: { low: 3.042, high: 5.432 },
    t: 7.2771,
    df: 27,
    pT: 0.0000061,
    signedRank: { statistic: 392, p: 0.03124, exact: true },
    cohenDz: 1.3753,
    beyondBand: { improved: 17, worsened: 1, shareImproved: 17 / 28 },
    ...overrides,
  };
}

/** A single-arm analysis: the primary endpoint at day 14 and 28, each with its exclusions. */
export function makeAnalysis(): StudyAnalysisView {
  const value = (code: string, change: number) => ({
    code,
    arm: 'treated' as const,
    protocolVersion: 1,
    baseline: 60,
    followUp: 60 + change,
    change,
    band: 3,
  });
  return {
    enrolled: 30,
    withdrawn: 1,
    endpoints: [
      {
        dimension: 'sensitivity',
        role: 'primary',
        timepoints: [
          {
            day: 14,
            values: [value('P01', 4), value('P02', 6)],
            analysed: 2,
            treated: makePaired(),
            control: null,
            betweenArms: null,
            withinParticipant: null,
            exclusions: { withdrawn: 1, out_of_window: 1 },
          },
          {
            day: 28,
            values: [value('P01', 5)],
            analysed: 1,
            treated: makePaired({ meanChange: -0.04, pT: 0.4567, signedRank: null }),
            control: null,
            betweenArms: null,
            withinParticipant: null,
            exclusions: { withdrawn: 1, refused_photo: 2 },
          },
        ],
      },
    ],
  };
}
