import { describe, expect, it } from 'vitest';
import { FILING_THRESHOLDS, filingLevel } from './filing';

describe('issue 34 #4: the filing thresholds', () => {
  it('are 80,000 for the warning and 100,000 for the duty', () => {
    expect(FILING_THRESHOLDS).toEqual({ warning: 80_000, duty: 100_000 });
  });

  it('warns from 80,000 and names the duty from 100,000 customers', () => {
    expect([0, 79_999, 80_000, 99_999, 100_000, 250_000].map((n) => filingLevel(n, null))).toEqual([
      'none',
      'none',
      'warning',
      'warning',
      'duty',
      'duty',
    ]);
  });

  it('keeps the duty once crossed, even when deletions bring the count back under', () => {
    expect(filingLevel(99_000, '2026-03-01T00:00:01.000Z')).toBe('duty');
    expect(filingLevel(10, '2026-03-01T00:00:01.000Z')).toBe('duty');
  });
});
