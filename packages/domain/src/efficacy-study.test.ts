import { describe, expect, it } from 'vitest';
import {
  StudyProtocolSchema,
  type StudyProtocolInput,
  type StudyProtocol,
} from '@skinscope/contracts';
import { pairedEndpoint } from './efficacy-statistics';
import {
  analyseStudy,
  protocolProblems,
  dueVisits,
  studyDay,
  type StudyMeasurement,
  type StudyParticipant,
  type StudyVisit,
} from './efficacy-study';

const PROTOCOL: StudyProtocolInput = {
  name: '淡斑精华 28 天',
  sponsor: '示例品牌',
  subject: { kind: 'care', careKey: 'upgrade-spot' },
  design: 'single_arm',
  parts: ['zlj'],
  primary: 'pigment',
  secondary: ['sensitivity'],
};

const protocolOf = (overrides: Partial<StudyProtocolInput> = {}): StudyProtocol =>
  StudyProtocolSchema.parse({ ...PROTOCOL, ...overrides });

const issuesOf = (overrides: Partial<StudyProtocolInput>) => {
  const parsed = StudyProtocolSchema.safeParse({ ...PROTOCOL, ...overrides });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

const DAY0 = new Date('2026-12-01T02:00:00Z');
const dayAfter = (days: number) => new Date(DAY0.getTime() + days * 24 * 60 * 60 * 1000);

function measurement(pigment: number, overrides: Partial<StudyMeasurement> = {}): StudyMeasurement {
  return {
    status: 'accepted',
    engineVersion: '3.1.0',
    calibrationId: 7,
    scores: { pigment, sensitivity: 70 },
    bands: { pigment: 4, sensitivity: 3 },
    ...overrides,
  };
}

function visit(timepoint: number, parts: StudyVisit['parts'], days = timepoint): StudyVisit {
  return { timepoint, takenAt: dayAfter(days), parts };
}

function participant(
  code: string,
  visits: StudyVisit[],
  overrides: Partial<StudyParticipant> = {},
): StudyParticipant {
  return { code, arm: 'treated', protocolVersion: 1, withdrawn: false, visits, ...overrides };
}

/** Day 0 and day 14 of the left cheek with these pigment scores. */
const twoVisits = (code: string, before: number, after: number) =>
  participant(code, [
    visit(0, { zlj: measurement(before) }),
    visit(14, { zlj: measurement(after) }),
  ]);

describe('a study protocol', () => {
  it('takes the defaults: visits on days 0, 14 and 28 within ±3 days, 30 participants', () => {
    expect(protocolOf()).toMatchObject({ schedule: [0, 14, 28], windowDays: 3, targetSize: 30 });
    expect(protocolProblems(protocolOf())).toEqual([]);
  });

  it('says what is wrong with a schedule, a window or a split face, in Chinese', () => {
    expect(issuesOf({ schedule: [7, 14] })).toContain('第一次访视须为第 0 天（基线）');
    expect(issuesOf({ schedule: [0, 28, 14] })).toContain('随访天数须从小到大且不重复');
    expect(issuesOf({ schedule: [0, 7, 14], windowDays: 4 })).toContain(
      '时间窗太宽，相邻两次访视的时间窗重叠了',
    );
    expect(issuesOf({ design: 'split_face' })).toContain(
      '半脸对照：每个处理部位需要一个对侧不处理的部位',
    );
    expect(issuesOf({ design: 'split_face', controlParts: ['zlj'] })).toContain(
      '对照部位不能同时是处理部位',
    );
    expect(issuesOf({ secondary: ['pigment'] })).toContain('次要指标不能与主要指标相同');
  });

  it('refuses endpoints the engine cannot stand behind, and what is not in the catalogue', () => {
    const problems = protocolProblems(
      protocolOf({
        subject: { kind: 'product', productName: '某品牌神仙水' },
        primary: 'skin_type',
        secondary: ['elasticity'],
      }),
    );
    expect(problems).toEqual([
      { field: 'subject', message: '产品不在目录中' },
      { field: 'primary', message: '肤质是类型，不能作为功效指标' },
      {
        field: 'secondary',
        message: '这一项是照片估计值，尚未在真实皮肤上验证，不能作为功效指标',
      },
    ]);
  });
});

describe('studyDay', () => {
  it('counts calendar days in China Standard Time, not 24-hour spans', () => {
    // 23:30 and 00:30 the next night in Shanghai: one day apart, though an hour apart.
    expect(studyDay(new Date('2026-12-01T15:30:00Z'), new Date('2026-12-01T16:30:00Z'))).toBe(1);
    expect(studyDay(new Date('2026-12-01T01:00:00Z'), new Date('2026-12-15T15:00:00Z'))).toBe(14);
  });
});

describe('analyseStudy', () => {
  it('analyses who counts and counts every one left out, with the reason', () => {
    const participants = [
      twoVisits('P01', 50, 58),
      twoVisits('P02', 60, 63),
      twoVisits('P03', 55, 52),
      participant('P04', twoVisits('P04', 50, 60).visits, { withdrawn: true }),
      participant('P05', [visit(14, { zlj: measurement(60) })]),
      participant('P06', [visit(0, { zlj: measurement(50) })]),
      participant('P07', [
        visit(0, { zlj: measurement(50) }),
        visit(14, { zlj: measurement(60) }, 18),
      ]),
      participant('P08', [
        visit(0, { zlj: measurement(50) }),
        visit(14, { zlj: measurement(60, { status: 'refused' }) }),
      ]),
      participant('P09', [
        visit(0, { zlj: measurement(50, { calibrationId: null }) }),
        visit(14, { zlj: measurement(60) }),
      ]),
      participant('P10', [
        visit(0, { zlj: measurement(50) }),
        visit(14, { zlj: measurement(60, { engineVersion: '3.2.0' }) }),
      ]),
      participant('P11', [
        visit(0, { zlj: measurement(50) }),
        visit(14, { zlj: measurement(60, { calibrationId: 8 }) }),
      ]),
      participant('P12', [visit(0, { zlj: measurement(50) }), visit(14, {})]),
      participant('P14', [
        visit(0, { zlj: measurement(50) }),
        visit(14, { zlj: measurement(60, { status: 'pending' }) }),
      ]),
      participant('P13', [
        visit(0, { zlj: measurement(50) }),
        visit(14, { zlj: measurement(60, { scores: { pigment: null } }) }),
      ]),
    ];
    const analysis = analyseStudy(protocolOf({ schedule: [0, 14] }), participants);
    expect(analysis).toMatchObject({ enrolled: 14, withdrawn: 1 });
    const [primary] = analysis.endpoints;
    const day14 = primary!.timepoints[0]!;
    expect(day14.day).toBe(14);
    expect(day14.values.map((value) => [value.code, value.change, value.band])).toEqual([
      ['P01', 8, 4],
      ['P02', 3, 4],
      ['P03', -3, 4],
    ]);
    expect(day14.exclusions).toEqual({
      withdrawn: 1,
      no_baseline: 1,
      missing_visit: 1,
      out_of_window: 1,
      refused_photo: 1,
      analysis_pending: 1,
      uncalibrated: 1,
      engine_changed: 1,
      calibration_changed: 1,
      missing_photo: 1,
      not_assessable: 1,
    });
    // The statistics are those of the values that count, nothing else.
    expect(day14.treated).toEqual(pairedEndpoint([50, 60, 55], [58, 63, 52], [4, 4, 4]));
    expect(day14.treated.beyondBand).toEqual({ improved: 1, worsened: 0, shareImproved: 1 / 3 });
    expect(day14.control).toBeNull();
  });

  it('takes a visit within its window, and reads the secondary endpoint the same way', () => {
    const within = participant('P01', [
      visit(0, { zlj: measurement(50) }),
      visit(14, { zlj: measurement(56) }, 17),
    ]);
    const analysis = analyseStudy(protocolOf(), [within]);
    expect(analysis.endpoints.map((endpoint) => [endpoint.dimension, endpoint.role])).toEqual([
      ['pigment', 'primary'],
      ['sensitivity', 'secondary'],
    ]);
    expect(analysis.endpoints[0]!.timepoints.map((timepoint) => timepoint.values.length)).toEqual([
      1, 0,
    ]);
    expect(analysis.endpoints[0]!.timepoints[1]!.exclusions).toEqual({ missing_visit: 1 });
    expect(analysis.endpoints[1]!.timepoints[0]!.values[0]!.change).toBe(0);
  });

  it('averages a participant over the protocol’s parts, with the wider band of her two visits', () => {
    const both = (pigment: number, band: number) => ({
      zlj: measurement(pigment, { bands: { pigment: band } }),
      ylj: measurement(pigment + 10, { bands: { pigment: 2 } }),
    });
    const analysis = analyseStudy(protocolOf({ parts: ['zlj', 'ylj'], schedule: [0, 14] }), [
      participant('P01', [visit(0, both(50, 3)), visit(14, both(54, 5))]),
    ]);
    expect(analysis.endpoints[0]!.timepoints[0]!.values[0]).toMatchObject({
      baseline: 55,
      followUp: 59,
      change: 4,
      band: 3.5,
    });
  });

  it('compares the arms of a controlled study by Welch’s test', () => {
    const control = (code: string, before: number, after: number) =>
      participant(code, twoVisits(code, before, after).visits, { arm: 'control' });
    const analysis = analyseStudy(protocolOf({ design: 'control_arm', schedule: [0, 14] }), [
      twoVisits('P01', 50, 58),
      twoVisits('P02', 50, 56),
      twoVisits('P03', 50, 59),
      control('P04', 50, 51),
      control('P05', 50, 49),
      control('P06', 50, 52),
    ]);
    const day14 = analysis.endpoints[0]!.timepoints[0]!;
    expect(day14.treated.n).toBe(3);
    expect(day14.control!.n).toBe(3);
    // Treated changes 8, 6, 9 (mean 23/3); control 1, −1, 2 (mean 2/3).
    expect(day14.betweenArms!.difference).toBeCloseTo(7, 10);
    expect(day14.betweenArms!.p).toBeLessThan(0.05);
  });

  it('compares each side of a split face within the participant', () => {
    const sides = (treated: number, untreated: number) => ({
      zlj: measurement(treated),
      ylj: measurement(untreated),
    });
    const analysis = analyseStudy(
      protocolOf({ design: 'split_face', controlParts: ['ylj'], schedule: [0, 14] }),
      [
        participant('P01', [visit(0, sides(50, 50)), visit(14, sides(58, 51))]),
        participant('P02', [visit(0, sides(60, 61)), visit(14, sides(64, 61))]),
        participant('P03', [visit(0, sides(40, 42)), visit(14, sides(45, 43))]),
      ],
    );
    const day14 = analysis.endpoints[0]!.timepoints[0]!;
    expect(day14.values.map((value) => value.control!.change)).toEqual([1, 0, 1]);
    // Treated − untreated change per participant: 7, 4, 4.
    expect(day14.withinParticipant!.meanChange).toBeCloseTo(5, 10);
    expect(day14.withinParticipant!.n).toBe(3);
  });
});

describe('dueVisits', () => {
  const schedule = { schedule: [0, 14, 28], windowDays: 3 };
  // Day 0 on 1 December 2026 at 10:00 in Shanghai.
  const day0 = new Date('2026-12-01T02:00:00Z');

  it('schedules nothing before day 0 is recorded', () => {
    expect(dueVisits(schedule, null, [], day0)).toEqual([]);
  });

  it('gives each window in calendar dates, and whether it is to come, open or missed', () => {
    expect(dueVisits(schedule, day0, [0], new Date('2026-12-13T02:00:00Z'))).toEqual([
      { day: 14, opens: '2026-12-12', closes: '2026-12-18', state: 'open' },
      { day: 28, opens: '2026-12-26', closes: '2027-01-01', state: 'upcoming' },
    ]);
    expect(
      dueVisits(schedule, day0, [0, 28], new Date('2026-12-19T02:00:00Z')).map((v) => v.state),
    ).toEqual(['missed']);
  });
});
