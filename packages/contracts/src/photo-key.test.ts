import { describe, expect, it } from 'vitest';
import {
  isPhotoFolder,
  parsePhotoKey,
  photoKeySchema,
  photoKeyText,
  photoUrl,
  photoUrlSchema,
} from './photo-key';

describe('photo keys', () => {
  it('parse from a storage key or a URL and print back the same text', () => {
    for (const text of [
      'img/12/493812/1763800000000.jpg',
      'sos/7/493812/1763800000001.jpg',
      'case/reach-3/493812/1763800000002.jpg',
    ]) {
      const key = parsePhotoKey(text);
      expect(key).not.toBeNull();
      expect(photoKeyText(key!)).toBe(text);
      expect(parsePhotoKey(photoUrl(key!))).toEqual(key);
    }
    expect(parsePhotoKey('/home/imagerec/img/12/493812/1763800000000.jpg')).toEqual({
      kind: 'img',
      customerId: 12,
      hour: '493812',
      name: '1763800000000.jpg',
    });
    expect(parsePhotoKey('case/cgo-9/1/1763800000000.jpg')).toMatchObject({
      kind: 'case',
      scope: 'cgo',
      ownerId: 9,
    });
  });

  it('refuse anything else: other folders, paths, ids past 2³¹ − 1', () => {
    for (const text of [
      '',
      'img/12/493812/face.jpg',
      'img/12/../1763800000000.jpg',
      '/etc/passwd',
      'detect/12/pigment.png',
      'case/pubdom-3/1/1763800000000.jpg',
      'img/2147483648/1/1763800000000.jpg',
      '/home/imagerec/img/12/493812/1763800000000.jpg?x=1',
      'http://elsewhere/home/imagerec/img/12/493812/1763800000000.jpg',
    ])
      expect(parsePhotoKey(text), text).toBeNull();
  });

  it('give the schemas of photo URLs and keys of one kind, and of upload folders', () => {
    const customerPhoto = photoUrlSchema('img', '图片地址无效');
    expect(customerPhoto.safeParse('/home/imagerec/img/12/493812/1763800000000.jpg').success).toBe(
      true,
    );
    for (const text of [
      'img/12/493812/1763800000000.jpg',
      '/home/imagerec/case/reach-3/493812/1763800000000.jpg',
      '/home/imagerec/img/2147483648/493812/1763800000000.jpg',
    ])
      expect(
        customerPhoto.safeParse(text).error?.issues.map((i) => i.message),
        text,
      ).toEqual(['图片地址无效']);
    const download = photoKeySchema('img', '图片文件名格式不正确');
    expect(download.safeParse('img/12/493812/1763800000000.jpg').success).toBe(true);
    expect(download.safeParse('/home/imagerec/img/12/493812/1763800000000.jpg').success).toBe(
      false,
    );
    expect(isPhotoFolder('sos/7/493812')).toBe(true);
    expect(isPhotoFolder('case/pubdom-3/493812')).toBe(false);
    expect(isPhotoFolder('img/12/493812/1763800000000.jpg')).toBe(false);
  });
});
