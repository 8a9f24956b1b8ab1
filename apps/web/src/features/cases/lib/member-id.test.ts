import { describe, expect, it } from 'vitest';
import { memberDetailPath, memberIdOf } from './member-id';

describe('member id of a face-search result (spec §2 skinworker rule)', () => {
  it('drops the first 10 characters of a skinworker customer id', () => {
    expect(memberIdOf('skinworker42', 'skinworker')).toBe('42');
    expect(memberDetailPath('skinworker42', 'skinworker')).toBe(
      '/query/detail/42?scope=skinworker',
    );
  });

  it('keeps plain ids as they are, for every scope', () => {
    expect(memberIdOf(42, 'skinworker')).toBe('42');
    expect(memberIdOf(42, 'reach')).toBe('42');
    expect(memberDetailPath(7, 'cgo')).toBe('/query/detail/7?scope=cgo');
  });
});
