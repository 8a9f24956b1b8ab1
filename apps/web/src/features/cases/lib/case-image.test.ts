import { IMAGE_NAME_PATTERN, isPhotoFolder, parsePhotoKey } from '@skinscope/contracts';
import { describe, expect, it } from 'vitest';
import { caseImageTarget, imageProblem, isCaseImageUrl } from './case-image';

describe('case photo address (contracts/cases.ts)', () => {
  it('files the photo under the company: case/{scope}-{owner}/{hours}/{timestamp}.jpg', () => {
    const now = 1_763_800_000_000;
    const hours = Math.floor(now / 3_600_000);
    const staff = caseImageTarget({ id: 9, scope: 'reach', companyUserId: 2 }, now);
    expect(staff).toEqual({
      dir: `case/reach-2/${hours}`,
      name: `${now}.jpg`,
      url: `/home/imagerec/case/reach-2/${hours}/${now}.jpg`,
    });
    expect(isPhotoFolder(staff.dir)).toBe(true);
    expect(parsePhotoKey(`${staff.dir}/${staff.name}`)?.kind).toBe('case');
    expect(IMAGE_NAME_PATTERN.test(staff.name)).toBe(true);
    expect(isCaseImageUrl(staff.url)).toBe(true);
    // Without a company the user is the owner.
    expect(caseImageTarget({ id: 9, scope: 'cgo', companyUserId: null }, now).dir).toBe(
      `case/cgo-9/${hours}`,
    );
  });

  it('takes png and jpg files up to 10 MB only', () => {
    const file = (name: string, type: string, size = 10) =>
      new File([new Uint8Array(size)], name, { type });
    expect(imageProblem(file('a.png', 'image/png'))).toBeNull();
    expect(imageProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(imageProblem(file('a.JPEG', ''))).toBeNull();
    expect(imageProblem(file('a.gif', 'image/gif'))).toBe('wrongType');
    expect(imageProblem(file('a.pdf', 'application/pdf'))).toBe('wrongType');
    expect(imageProblem(file('big.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1))).toBe('tooLarge');
  });
});
