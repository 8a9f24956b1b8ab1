import { describe, expect, it } from 'vitest';
import { DETECT_DIMENSIONS, type DetectDimension } from '@skinscope/contracts';
import {
  bandInUse,
  DEVICE_BAND_MIN_PAIRS,
  deviceRepeatability,
  repeatabilityFigures,
  retestShortfall,
  sdInterval,
  type RetestPairScores,
} from './device-repeatability';
import { normal, seeded } from './seeded-random';

/** A simulated device: each capture's score is the truth plus N(0, σ) noise; Δ = e₂ − e₁. */
function simulatedDeltas(seed: number, n: number, sigma: number): number[] {
  const random = seeded(seed);
  return Array.from({ length: n }, () => normal(random, sigma) - normal(random, sigma));
}

describe('repeatabilityFigures', () => {
  it('computes SD(Δ), SEM = SD/√2 and MDC95 = 1.96·√2·SEM by hand', () => {
    // Δ = 1, −1, 2, −2: mean 0, Σ(Δ−mean)² = 10, SD = √(10/3).
    const figures = repeatabilityFigures([1, -1, 2, -2]);
    const sd = Math.sqrt(10 / 3);
    expect(figures.n).toBe(4);
    expect(figures.sdDelta).toBeCloseTo(sd, 12);
    expect(figures.sem).toBeCloseTo(sd / Math.SQRT2, 12);
    expect(figures.mdc95).toBeCloseTo(1.96 * sd, 12);
  });

  it('gives no figures below two pairs, where an SD is not defined', () => {
    expect(repeatabilityFigures([3])).toEqual({
      n: 1,
      sdDelta: null,
      sem: null,
      mdc95: null,
      mdc95Interval: null,
    });
  });

  it('a known σ: at n = 40, MDC95 is within ±15 % of 1.96·√2·σ in at least 75 % of 400 seeds', () => {
    // SD(Δ) from 40 pairs has a relative standard error ≈ 1/√78 ≈ 11 %, so ±15 % holds in ≈ 82 %
    // of samples in theory; the median ratio must sit on the truth, and the interval cover it.
    const sigma = 2.5;
    const truth = 1.96 * Math.SQRT2 * sigma;
    const seeds = Array.from({ length: 400 }, (_, i) => i + 1);
    const results = seeds.map((seed) => repeatabilityFigures(simulatedDeltas(seed, 40, sigma)));
    const ratios = results.map((r) => r.mdc95! / truth).sort((a, b) => a - b);
    const within = ratios.filter((ratio) => Math.abs(ratio - 1) <= 0.15).length / ratios.length;
    const covered =
      results.filter((r) => r.mdc95Interval!.low <= truth && truth <= r.mdc95Interval!.high)
        .length / results.length;
    expect(within).toBeGreaterThanOrEqual(0.75);
    expect(Math.abs(ratios[200]! - 1)).toBeLessThan(0.03);
    // A 95 % interval: 400 samples cover the truth 95 % ± 2.2 % (1 SD) of the time.
    expect(covered).toBeGreaterThan(0.9);
    expect(covered).toBeLessThan(0.99);
  });
});

describe('sdInterval', () => {
  it('uses the chi-square critical values NIST publishes (e-Handbook 1.3.5.8, 99 df)', () => {
    // NIST/SEMATECH e-Handbook of Statistical Methods, §1.3.5.8 "Chi-Square Test for the
    // Standard Deviation": GEAR.DAT, N = 100, s = 0.00627890, critical values
    // χ²(0.025, 99) = 73.361 and χ²(0.975, 99) = 128.422; the interval for σ is
    // s·√(99/128.422) … s·√(99/73.361).
    const s = 0.0062789;
    const { low, high } = sdInterval(s, 99);
    expect(low).toBeCloseTo(s * Math.sqrt(99 / 128.422), 6);
    expect(high).toBeCloseTo(s * Math.sqrt(99 / 73.361), 6);
  });

  it('matches the textbook table at 9 df: χ²(0.025) = 2.700, χ²(0.975) = 19.023', () => {
    // With s = 1 the bounds are √(9/19.023) and √(9/2.700).
    const { low, high } = sdInterval(1, 9);
    expect(low).toBeCloseTo(Math.sqrt(9 / 19.023), 3);
    expect(high).toBeCloseTo(Math.sqrt(9 / 2.7), 3);
  });
});

describe('bandInUse', () => {
  it('switches from the engine band to the device band exactly at n = 20', () => {
    expect(DEVICE_BAND_MIN_PAIRS).toBe(20);
    expect(bandInUse(3, { n: 19, mdc95: 6 })).toEqual({ band: 3, source: 'engine' });
    expect(bandInUse(3, { n: 20, mdc95: 6 })).toEqual({ band: 6, source: 'device' });
  });

  it('never uses a band narrower than the engine’s own', () => {
    const random = seeded(7);
    for (let i = 0; i < 2000; i += 1) {
      const engineBand = 0.5 + random() * 5;
      const figures = { n: Math.floor(random() * 60), mdc95: random() * 10 };
      expect(bandInUse(engineBand, figures).band).toBeGreaterThanOrEqual(engineBand);
    }
    // A device steadier than the engine's tests keeps the engine's band, measured or not.
    expect(bandInUse(3.5, { n: 40, mdc95: 1.2 })).toEqual({ band: 3.5, source: 'device' });
  });
});

describe('deviceRepeatability', () => {
  const engineBands = Object.fromEntries(DETECT_DIMENSIONS.map((d) => [d, 3])) as Record<
    DetectDimension,
    number
  >;
  const pair = (accepted: boolean, test: number, retest: number): RetestPairScores => ({
    accepted,
    test: { roughness: test, color: null },
    retest: { roughness: retest, color: 50 },
  });

  it('counts refused pairs in the refusal rate only, and unscored dimensions nowhere', () => {
    const card = deviceRepeatability(
      [pair(true, 50, 52), pair(true, 60, 59), pair(false, 10, 90), pair(true, 40, 40)],
      engineBands,
    );
    expect(card.pairs).toBe(4);
    expect(card.refused).toBe(1);
    expect(card.refusalRate).toBe(0.25);
    const roughness = card.dimensions.find((d) => d.dimension === 'roughness')!;
    expect(roughness.n).toBe(3);
    expect(roughness.sdDelta).toBeCloseTo(repeatabilityFigures([2, -1, 0]).sdDelta!, 12);
    expect(roughness.source).toBe('engine');
    expect(card.dimensions.find((d) => d.dimension === 'color')!.n).toBe(0);
  });

  it('uses the device band for a dimension with 20 accepted pairs', () => {
    const deltas = simulatedDeltas(11, 20, 4);
    const pairs = deltas.map((delta) => pair(true, 50, 50 + delta));
    const roughness = deviceRepeatability(pairs, engineBands).dimensions.find(
      (d) => d.dimension === 'roughness',
    )!;
    expect(roughness.n).toBe(20);
    expect(roughness.source).toBe('device');
    expect(roughness.band).toBe(Math.max(3, roughness.mdc95!));
  });

  it('says there is no refusal rate without pairs', () => {
    expect(deviceRepeatability([], engineBands).refusalRate).toBeNull();
  });

  it('gives the scatter the accepted pairs that scored a dimension, in whole points, none for 肤质', () => {
    const pairs = [
      pair(true, 50.4, 52.6),
      pair(false, 10, 90),
      {
        accepted: true,
        test: { roughness: 61, skin_type: 40 },
        retest: { roughness: 59.5, skin_type: 41 },
      },
    ];
    const card = deviceRepeatability(pairs, engineBands);
    const points = (dimension: DetectDimension) =>
      card.dimensions.find((d) => d.dimension === dimension)!.points;
    expect(points('roughness')).toEqual([
      [50, 53],
      [61, 60],
    ]);
    expect(points('color')).toEqual([]);
    expect(points('skin_type')).toEqual([]);
  });
});

describe('retestShortfall', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

  it('counts the pairs still needed up to 20, and none once there', () => {
    expect(retestShortfall(0, null, now)).toEqual({ pairsNeeded: 20, never: true, stale: false });
    expect(retestShortfall(12, daysAgo(3), now).pairsNeeded).toBe(8);
    expect(retestShortfall(DEVICE_BAND_MIN_PAIRS, daysAgo(3), now).pairsNeeded).toBe(0);
    expect(retestShortfall(Infinity, daysAgo(3), now).pairsNeeded).toBe(0);
  });

  it('calls a device stale from 30 days after its newest pair', () => {
    expect(retestShortfall(25, daysAgo(29.9), now).stale).toBe(false);
    expect(retestShortfall(25, daysAgo(30), now)).toEqual({
      pairsNeeded: 0,
      never: false,
      stale: true,
    });
  });
});
