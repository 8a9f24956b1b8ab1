import { describe, expect, it } from 'vitest';
import { pairKey, pairsOfScan, storedPairOf } from './scan-pairs';

const url = (n: number) => `/home/imagerec/img/12/493812/17638000000${n}.jpg`;

describe('scan pairs', () => {
  it('pair a scan by position and part, in capture order, the retaken photo replacing the first', () => {
    const pairs = pairsOfScan({
      photos: [
        { part: 'zqg', position: 1, type: 'normal', url: url(10), source: 'camera' },
        { part: 'yqg', position: 0, type: 'lighting', url: url(11), source: 'camera' },
        { part: 'yqg', position: 0, type: 'normal', url: url(12), source: 'camera' },
        { part: 'yqg', position: 0, type: 'normal', url: url(13), source: 'camera' },
      ],
    });
    expect(pairs).toEqual([
      { part: 'yqg', position: 0, normal: url(13), lighting: url(11) },
      { part: 'zqg', position: 1, normal: url(10), lighting: null },
    ]);
  });

  it('give storage keys only for a pair with both photos of ours', () => {
    expect(storedPairOf({ normal: url(13), lighting: url(11) })).toEqual({
      normalKey: 'img/12/493812/1763800000013.jpg',
      polarisedKey: 'img/12/493812/1763800000011.jpg',
    });
    expect(storedPairOf({ normal: url(10), lighting: null })).toBeNull();
    expect(
      storedPairOf({ normal: url(10), lighting: 'https://elsewhere.example/a.jpg' }),
    ).toBeNull();
    expect(pairKey('a', 'b')).not.toBe(pairKey('b', 'a'));
  });
});
