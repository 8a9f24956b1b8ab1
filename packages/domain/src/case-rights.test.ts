import { describe, expect, it } from 'vitest';
import { managesCases, usesCaseLibrary } from './case-rights';

describe('issue 29 #15: one case-library rule for the server and the web', () => {
  it('canUpload manages every case of the company; pubdom has no library', () => {
    expect(managesCases({ scope: 'cgo', canUpload: true })).toBe(true);
    expect(managesCases({ scope: 'reach', canUpload: false })).toBe(false);
    expect(managesCases({ scope: 'pubdom', canUpload: true })).toBe(false);
    expect(usesCaseLibrary({ scope: 'skinworker' })).toBe(true);
    expect(usesCaseLibrary({ scope: 'pubdom' })).toBe(false);
  });
});
