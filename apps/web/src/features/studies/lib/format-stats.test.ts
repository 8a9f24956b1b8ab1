import { describe, expect, it } from 'vitest';
import {
  wholeOrTenth,
  formatInterval,
  formatMeanSd,
  formatP,
  formatShare,
  signed,
} from './format-stats';

describe('the study report’s figures', () => {
  it('writes p to 3 significant figures, and below 0.001 as such', () => {
    expect(formatP(0.031237)).toBe('p = 0.0312');
    expect(formatP(0.05)).toBe('p = 0.0500');
    expect(formatP(0.4567)).toBe('p = 0.457');
    expect(formatP(1)).toBe('p = 1.00');
    expect(formatP(0.001)).toBe('p = 0.00100');
    expect(formatP(0.00099)).toBe('p < 0.001');
  });

  it('writes changes to one decimal with their sign, and no −0.0', () => {
    expect(signed(4.237)).toBe('+4.2');
    expect(signed(-1.25)).toBe('−1.3');
    expect(signed(-0.04)).toBe('0.0');
    expect(formatMeanSd(4.237, 3.081)).toBe('+4.2 ± 3.1');
    expect(formatInterval({ low: -0.449, high: 5.432 })).toBe('−0.4 至 5.4');
  });

  it('keeps a paired test’s df whole and Welch’s to one decimal; shares as whole percents', () => {
    expect(wholeOrTenth(27)).toBe('27');
    expect(wholeOrTenth(41.83)).toBe('41.8');
    expect(formatShare(17 / 28)).toBe('61%');
  });
});
