import { describe, expect, it } from 'vitest';
import { addWorkingDays, chinaDateOf } from './working-days';

describe('addWorkingDays', () => {
  it('counts Monday to Friday only, from the day after receipt', () => {
    // Monday 2026-11-02: three whole weeks later is Monday 2026-11-23.
    expect(addWorkingDays('2026-11-02', 15)).toBe('2026-11-23');
    expect(addWorkingDays('2026-11-02', 1)).toBe('2026-11-03');
    expect(addWorkingDays('2026-11-02', 4)).toBe('2026-11-06');
    expect(addWorkingDays('2026-11-02', 5)).toBe('2026-11-09');
  });

  it('starts a request received on a weekend on the Monday after', () => {
    // Friday, Saturday and Sunday all have Monday 2026-11-09 as their first working day.
    for (const received of ['2026-11-06', '2026-11-07', '2026-11-08'])
      expect(addWorkingDays(received, 1)).toBe('2026-11-09');
    expect(addWorkingDays('2026-11-07', 15)).toBe('2026-11-27');
  });

  it('crosses months and years', () => {
    expect(addWorkingDays('2026-12-25', 15)).toBe('2027-01-15');
    expect(addWorkingDays('2028-02-25', 3)).toBe('2028-03-01');
  });

  it('gives the day itself for no days', () => {
    expect(addWorkingDays('2026-11-07', 0)).toBe('2026-11-07');
  });
});

describe('chinaDateOf', () => {
  it('is the calendar day at UTC+8', () => {
    expect(chinaDateOf(new Date('2026-11-29T15:59:59Z'))).toBe('2026-11-29');
    expect(chinaDateOf(new Date('2026-11-29T16:00:00Z'))).toBe('2026-11-30');
  });
});
