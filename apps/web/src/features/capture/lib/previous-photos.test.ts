import type { ScanPhoto } from '@skinscope/contracts';
import { describe, expect, it } from 'vitest';
import { emptyScanRecord } from '../../../test/fixtures';
import { previousPartPhotos } from './previous-photos';

const url = (n: number) =>
  `/home/imagerec/img/31/490000/17638000000${String(n).padStart(2, '0')}.jpg`;
const photo = (part: string, type: ScanPhoto['type'], n: number): ScanPhoto => ({
  part,
  position: 0,
  type,
  url: url(n),
  source: 'camera',
});

const october = emptyScanRecord({
  id: 7,
  created: '2026-10-20T02:00:00.000Z',
  scan: { photos: [photo('zlj', 'normal', 1), photo('zlj', 'lighting', 2)] },
});
const november = emptyScanRecord({
  id: 9,
  created: '2026-11-10T02:00:00.000Z',
  scan: { photos: [photo('xb', 'normal', 3), photo('zlj', 'lighting', 4)] },
});

describe('previousPartPhotos (issue 19 #4)', () => {
  it('takes the newest visit that photographed the part, whatever the list order', () => {
    expect(previousPartPhotos([october, november], 'zlj', { recordId: null })).toEqual({
      recordId: 9,
      created: '2026-11-10T02:00:00.000Z',
      urls: { lighting: url(4) },
    });
    expect(previousPartPhotos([november, october], 'xb', { recordId: null })?.urls).toEqual({
      normal: url(3),
    });
  });

  it('skips the visit being photographed and visits after an older one being added to', () => {
    expect(previousPartPhotos([november, october], 'zlj', { recordId: 9 })?.recordId).toBe(7);
    expect(
      previousPartPhotos([november, october], 'zlj', {
        recordId: 7,
        created: october.created,
      }),
    ).toBeNull();
  });

  it('has nothing before a part is chosen or for a part never photographed', () => {
    expect(previousPartPhotos([october], null, { recordId: null })).toBeNull();
    expect(previousPartPhotos([october], 'em', { recordId: null })).toBeNull();
    expect(previousPartPhotos([], 'zlj', { recordId: null })).toBeNull();
  });
});
