import { describe, expect, it } from 'vitest';
import { armDifference, pairedEndpoint } from './efficacy-statistics';
import { normal, seeded } from './seeded-random';

/**
 * Student's sleep data (Cushny & Peebles 1905, as "Student" 1908 analysed it; R's `sleep`):
 * extra hours of sleep of ten patients under two drugs. R's documented analyses:
 *
 *   t.test(extra ~ group, data = sleep, paired = TRUE)
 *     t = -4.0621, df = 9, p-value = 0.002833
 *     95 percent confidence interval: -2.4598858 -0.7001142; mean difference -1.58
 *   t.test(extra ~ group, data = sleep)          (Welch)
 *     t = -1.8608, df = 17.776, p-value = 0.07939
 *     95 percent confidence interval: -3.3654832  0.2054832
 *
 * Here drug 1 is the baseline and drug 2 the follow-up, so the signs are R's reversed.
 */
const DRUG_1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
const DRUG_2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];

/**
 * Hollander & Wolfe (1973), p. 29, Hamilton depression scale factor IV of nine patients before
 * (x, first visit) and after (y, second visit) a tranquilliser; R's `wilcox.test` example:
 *
 *   wilcox.test(x, y, paired = TRUE, alternative = "greater")   V = 40, p-value = 0.01953
 *
 * so two-sided p = 0.03906 (exact: nine distinct non-zero differences).
 */
const FIRST_VISIT = [1.83, 0.5, 1.62, 2.48, 1.68, 1.88, 1.55, 3.06, 1.3];
const SECOND_VISIT = [0.878, 0.647, 0.598, 2.05, 1.06, 1.29, 1.06, 3.14, 1.29];

const significant = (value: number, digits = 4) => Number(value.toPrecision(digits));

describe('pairedEndpoint against published worked examples', () => {
  it("reproduces R's paired t test of Student's sleep data", () => {
    const endpoint = pairedEndpoint(DRUG_1, DRUG_2);
    expect(endpoint.n).toBe(10);
    expect(endpoint.meanChange).toBeCloseTo(1.58, 10);
    expect(significant(endpoint.t!, 5)).toBe(4.0621);
    expect(endpoint.df).toBe(9);
    expect(significant(endpoint.pT!)).toBe(0.002833);
    expect(endpoint.ci95!.low).toBeCloseTo(0.7001142, 6);
    expect(endpoint.ci95!.high).toBeCloseTo(2.4598858, 6);
    // d_z = mean / SD of the changes = t / √n.
    expect(endpoint.cohenDz).toBeCloseTo(endpoint.t! / Math.sqrt(10), 10);
  });

  it("reproduces R's exact signed-rank test of Hollander & Wolfe's depression scores", () => {
    // Baseline = after, follow-up = before: the changes are x − y, as R's V counts them.
    const endpoint = pairedEndpoint(SECOND_VISIT, FIRST_VISIT);
    expect(endpoint.signedRank).toEqual({
      statistic: 40,
      p: expect.closeTo(0.0390625, 7) as number,
      exact: true,
    });
  });

  it('goes to the normal approximation when scores tie, with tie and continuity corrections', () => {
    // Whole-point scores tie. By hand: |changes| 1, 1, 2, 3, 3, 4, 5 rank 1.5, 1.5, 3, 4.5, 4.5,
    // 6, 7, so V = 28 − 1.5 = 26.5; E[V] = n(n+1)/4 = 14; Var = n(n+1)(2n+1)/24 − Σ(t³−t)/48 =
    // 35 − 0.25; z = (26.5 − 14 − 0.5)/√34.75 = 2.0357; p = 2(1 − Φ(z)) = 0.04179.
    const endpoint = pairedEndpoint([0, 0, 0, 0, 0, 0, 0], [1, -1, 2, 3, 3, 4, 5]);
    expect(endpoint.signedRank!.exact).toBe(false);
    expect(endpoint.signedRank!.statistic).toBe(26.5);
    expect(significant(endpoint.signedRank!.p)).toBe(0.04179);
  });
});

describe('armDifference against a published worked example', () => {
  it("reproduces R's Welch test of Student's sleep data", () => {
    const difference = armDifference(DRUG_2, DRUG_1)!;
    expect(difference.difference).toBeCloseTo(1.58, 10);
    expect(significant(difference.t, 5)).toBe(1.8608);
    expect(significant(difference.df, 5)).toBe(17.776);
    expect(significant(difference.p)).toBe(0.07939);
    expect(difference.ci95.low).toBeCloseTo(-0.2054832, 6);
    expect(difference.ci95.high).toBeCloseTo(3.3654832, 6);
  });

  it('needs two changes in each arm, and some spread', () => {
    expect(armDifference([1], [2, 3])).toBeNull();
    expect(armDifference([2, 2], [3, 3])).toBeNull();
  });
});

describe('pairedEndpoint: counts and edges', () => {
  it('counts changes beyond each participant’s band, in each direction', () => {
    const endpoint = pairedEndpoint([50, 50, 50, 50], [56, 53, 40, 51], [4, 4, 4, 0.5]);
    expect(endpoint.beyondBand).toEqual({ improved: 2, worsened: 1, shareImproved: 0.5 });
  });

  it('says nothing it cannot: no participant, one, or changes all equal', () => {
    expect(pairedEndpoint([], [])).toMatchObject({ n: 0, meanChange: null, t: null, pT: null });
    expect(pairedEndpoint([40], [45])).toMatchObject({ n: 1, meanChange: 5, sdChange: null });
    const equal = pairedEndpoint([40, 50, 60], [43, 53, 63]);
    expect(equal).toMatchObject({ meanChange: 3, sdChange: 0, t: null, pT: null, cohenDz: null });
    expect(equal.signedRank).not.toBeNull();
    expect(pairedEndpoint([40, 50], [40, 50]).signedRank).toBeNull();
  });

  it('refuses scores that do not pair up', () => {
    expect(() => pairedEndpoint([1, 2], [1])).toThrow('每位受试者需要基线和随访两个分数');
    expect(() => pairedEndpoint([1, 2], [1, 2], [3])).toThrow('每位受试者需要一个波动范围');
  });
});

describe('a product that does nothing (issue 33 target)', () => {
  /**
   * 200 simulated studies of 30 participants whose scores only move by measurement noise
   * (σ = 3 points a capture, as a device's band would say): the t test's p is uniform under
   * the null, so about 5 % fall below 0.05 — at most 7 % is the bound.
   */
  const STUDIES = 200;
  const PARTICIPANTS = 30;
  const pValues = Array.from({ length: STUDIES }, (_, study) => {
    const random = seeded(1000 + study);
    const baseline = Array.from({ length: PARTICIPANTS }, () => 60 + normal(random, 8));
    const followUp = baseline.map((score) => score + normal(random, 3) - normal(random, 3));
    return pairedEndpoint(baseline, followUp);
  });

  it('finds p < 0.05 in at most 7 % of 200 null studies, by t and by signed ranks', () => {
    const shareT = pValues.filter(({ pT }) => pT! < 0.05).length / STUDIES;
    const shareRank = pValues.filter(({ signedRank }) => signedRank!.p < 0.05).length / STUDIES;
    expect(shareT).toBeLessThanOrEqual(0.07);
    expect(shareRank).toBeLessThanOrEqual(0.07);
  });

  it('spreads p evenly: each fifth of [0, 1] holds 20 % ± 7 % of the studies', () => {
    const fifths = [0, 0, 0, 0, 0];
    for (const { pT } of pValues) fifths[Math.min(4, Math.floor(pT! * 5))]! += 1;
    for (const count of fifths) expect(Math.abs(count / STUDIES - 0.2)).toBeLessThanOrEqual(0.07);
  });
});
