import { describe, expect, it } from 'vitest';
import {
  careOutcomes,
  OUTCOME_DIMENSIONS,
  type OutcomeCustomer,
  type OutcomeVisit,
} from './care-outcomes';
import type { PartMeasurement } from './progress-verdict';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = new Date('2026-09-01T02:00:00Z');
const dayAt = (day: number) => new Date(START.getTime() + day * DAY_MS);

function measured(
  scores: PartMeasurement['scores'],
  { engine = '3.1.0', colorCalibrated = true } = {},
): PartMeasurement {
  return {
    state: 'measured',
    scores,
    bands: { roughness: 3, color: 3, sensitivity: 3, pigment: 3 },
    colorCalibrated,
    engine,
  };
}

function visit(
  day: number,
  pigment: number,
  { recommended = false, part = 'B1', engine = '3.1.0' } = {},
): OutcomeVisit & { recommended: boolean } {
  return {
    at: dayAt(day),
    recommended,
    parts: [{ part, measurement: measured({ pigment, roughness: 50 }, { engine }) }],
  };
}

/** A customer recommended the care on day 0 (pigment 50) and seen again on these days. */
function customer(...later: Array<[day: number, pigment: number]>): OutcomeCustomer {
  return {
    visits: [
      visit(0, 50, { recommended: true }),
      ...later.map(([day, pigment]) => visit(day, pigment)),
    ],
  };
}

const pigmentAt = (result: ReturnType<typeof careOutcomes>, weeks: number) =>
  result.find((h) => h.weeks === weeks)?.dimensions.find((d) => d.dimension === 'pigment');

describe('careOutcomes (issue 33 #5)', () => {
  it('judges only dimensions with verdicts: not 肤质, not the estimates 弹性 / 角质层', () => {
    expect(OUTCOME_DIMENSIONS).toEqual(['roughness', 'color', 'sensitivity', 'pigment']);
  });

  it('counts the share improved beyond the band, the median change and its quartiles', () => {
    // 20 customers at 4 weeks: changes 1..20 points, band ±3 → 17 of 20 improved.
    const customers = Array.from({ length: 20 }, (_, index) => customer([28, 51 + index]));
    const pigment = pigmentAt(careOutcomes(customers, START), 4);
    expect(pigment?.n).toBe(20);
    // Quartiles as R's quantile(1:20, c(.25, .75)) (type 7): 5.75 and 15.25.
    expect(pigment?.figures).toEqual({ improved: 0.85, median: 10.5, q1: 5.75, q3: 15.25 });
    // Roughness did not move: judged, none improved.
    const roughness = careOutcomes(customers, START)[0]?.dimensions[0];
    expect(roughness).toMatchObject({ dimension: 'roughness', n: 20 });
    expect(roughness?.figures).toMatchObject({ improved: 0, median: 0 });
    // Nobody came back at 8 weeks.
    expect(pigmentAt(careOutcomes(customers, START), 8)).toEqual({
      dimension: 'pigment',
      n: 0,
      figures: null,
    });
  });

  it('gives only n below 20 customers (样本不足)', () => {
    const customers = Array.from({ length: 19 }, () => customer([28, 60]));
    expect(pigmentAt(careOutcomes(customers, START), 4)).toEqual({
      dimension: 'pigment',
      n: 19,
      figures: null,
    });
  });

  it('takes the follow-up nearest 4 and 8 weeks within ±7 days, nothing outside', () => {
    const one = (...later: Array<[number, number]>) =>
      careOutcomes(
        Array.from({ length: 20 }, () => customer(...later)),
        START,
      );
    // Day 26 is nearer 28 than day 33; day 52 counts for 8 weeks.
    const both = one([26, 60], [33, 40], [52, 40]);
    expect(pigmentAt(both, 4)?.figures?.median).toBe(10);
    expect(pigmentAt(both, 8)?.figures?.median).toBe(-10);
    // Day 20 and day 36 are outside 28 ± 7; day 64 is 56 + 8.
    const outside = one([20, 60], [36, 60], [64, 60]);
    expect(pigmentAt(outside, 4)?.n).toBe(0);
    expect(pigmentAt(outside, 8)?.n).toBe(0);
    // Exactly 7 days off counts.
    expect(pigmentAt(one([35, 60]), 4)?.n).toBe(20);
  });

  it('counts a follow-up only from `since` on (the last 90 days)', () => {
    const customers = Array.from({ length: 20 }, () => customer([28, 60]));
    expect(pigmentAt(careOutcomes(customers, dayAt(29)), 4)?.n).toBe(0);
    expect(pigmentAt(careOutcomes(customers, dayAt(28)), 4)?.n).toBe(20);
  });

  it('needs a recommending visit before the follow-up; her earliest that has one counts', () => {
    const notRecommended: OutcomeCustomer = {
      visits: [visit(0, 50), visit(28, 60)],
    };
    expect(pigmentAt(careOutcomes([notRecommended], START), 4)?.n).toBe(0);
    // Recommended on day 0 and day 28: day 0 → day 28 (+10) counts once, not day 28 → day 56.
    const twice = Array.from({ length: 20 }, () => ({
      visits: [
        visit(0, 50, { recommended: true }),
        visit(28, 60, { recommended: true }),
        visit(56, 40),
      ],
    }));
    expect(pigmentAt(careOutcomes(twice, START), 4)).toMatchObject({ n: 20 });
    expect(pigmentAt(careOutcomes(twice, START), 4)?.figures?.median).toBe(10);
  });

  it('compares the first part measured at both visits, and no other', () => {
    const otherPart: OutcomeCustomer = {
      visits: [visit(0, 50, { recommended: true, part: 'B1' }), visit(28, 60, { part: 'C1' })],
    };
    expect(pigmentAt(careOutcomes([otherPart], START), 4)?.n).toBe(0);
    const twoParts: OutcomeCustomer = {
      visits: [
        {
          at: START,
          recommended: true,
          parts: [
            { part: 'A1', measurement: { ...measured({}), state: 'refused' } },
            { part: 'B1', measurement: measured({ pigment: 50 }) },
            { part: 'C1', measurement: measured({ pigment: 50 }) },
          ],
        },
        {
          at: dayAt(28),
          recommended: false,
          parts: [
            { part: 'C1', measurement: measured({ pigment: 40 }) },
            { part: 'B1', measurement: measured({ pigment: 70 }) },
            { part: 'A1', measurement: measured({ pigment: 90 }) },
          ],
        },
      ],
    };
    const result = careOutcomes(
      Array.from({ length: 20 }, () => twoParts),
      START,
    );
    // A1 was refused at baseline; B1 is the first measured at both: +20.
    expect(pigmentAt(result, 4)?.figures?.median).toBe(20);
  });

  it("leaves out what the verdict rule does not judge: another engine's scale, uncalibrated colour", () => {
    const newEngine = Array.from({ length: 20 }, () => ({
      visits: [visit(0, 50, { recommended: true }), visit(28, 60, { engine: '3.2.0' })],
    }));
    expect(pigmentAt(careOutcomes(newEngine, START), 4)?.n).toBe(0);
    const uncalibrated: OutcomeCustomer = {
      visits: [
        {
          at: START,
          recommended: true,
          parts: [{ part: 'B1', measurement: measured({ color: 50, pigment: 50 }) }],
        },
        {
          at: dayAt(28),
          recommended: false,
          parts: [
            {
              part: 'B1',
              measurement: measured({ color: 60, pigment: 60 }, { colorCalibrated: false }),
            },
          ],
        },
      ],
    };
    const [fourWeeks] = careOutcomes([uncalibrated], START);
    expect(fourWeeks?.dimensions.map((d) => [d.dimension, d.n])).toEqual([
      ['roughness', 0],
      ['color', 0],
      ['sensitivity', 0],
      ['pigment', 1],
    ]);
  });
});
