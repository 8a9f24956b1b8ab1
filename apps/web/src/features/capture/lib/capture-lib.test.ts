import { describe, expect, it } from 'vitest';
import { detectListOf, scanPhotosOf } from './captured-photo';
import type { PartShot } from './captured-photo';
import { chooseCamera, isMicroscopeLabel } from './microscope';
import { photoFolderOf, photoUrl } from '@skinscope/contracts';
import { newPhotoKey } from './photo-path';

describe('microscope', () => {
  it('is recognised by its USB id in the device label, whatever the model name', () => {
    expect(isMicroscopeLabel('USB2.0 PC CAMERA (eb1a:5304)')).toBe(true);
    expect(isMicroscopeLabel('USB 视频设备 (EB1A:5304)')).toBe(true);
    expect(isMicroscopeLabel('Integrated Webcam (0c45:6a06)')).toBe(false);
    expect(isMicroscopeLabel('fake_device_0')).toBe(false);
  });

  it('is preferred; another camera only when allowed', () => {
    const webcam = { deviceId: 'w', label: 'Integrated Webcam (0c45:6a06)' };
    const microscope = { deviceId: 'm', label: 'USB Microscope (eb1a:5304)' };
    expect(chooseCamera([webcam, microscope], false)).toBe(microscope);
    expect(chooseCamera([webcam, microscope], true)).toBe(microscope);
    expect(chooseCamera([webcam], false)).toBeNull();
    expect(chooseCamera([webcam], true)).toBe(webcam);
    expect(chooseCamera([], true)).toBeNull();
  });
});

describe('photo paths', () => {
  const now = Date.parse('2026-11-02T08:30:00.000Z');

  it('puts customers’ photos under img/{customerId}/{hours} and SOS photos under sos/{userId}', () => {
    const hours = Math.floor(now / 3_600_000);
    const customer = newPhotoKey({ kind: 'customer', customerId: 31 }, now);
    expect(photoFolderOf(customer)).toBe(`img/31/${hours}`);
    expect(photoFolderOf(newPhotoKey({ kind: 'sos', userId: 7 }, now))).toBe(`sos/7/${hours}`);
    expect(photoUrl(customer)).toBe(`/home/imagerec/img/31/${hours}/${customer.name}`);
  });

  it('names files by timestamp and never twice the same', () => {
    const owner = { kind: 'customer', customerId: 31 } as const;
    const first = newPhotoKey(owner, now + 10_000).name;
    const second = newPhotoKey(owner, now + 10_000).name;
    expect(first).toBe(`${now + 10_000}.jpg`);
    expect(second).toBe(`${now + 10_001}.jpg`);
  });
});

describe('the record’s photos', () => {
  const photo = (type: 'normal' | 'lighting', n: number) => ({
    type,
    url: `/home/imagerec/img/31/490000/170000000000${n}.jpg`,
    source: 'camera' as const,
  });
  const shots: PartShot[] = [
    { part: 'yqg', photos: { normal: photo('normal', 1), lighting: photo('lighting', 2) } },
    { part: null, photos: { normal: photo('normal', 3) } },
    { part: 'zlj', photos: { lighting: photo('lighting', 4) } },
  ];

  it('lists the chosen parts, numbered in order, each with its photos', () => {
    expect(scanPhotosOf(shots)).toEqual([
      { part: 'yqg', position: 0, ...photo('normal', 1) },
      { part: 'yqg', position: 0, ...photo('lighting', 2) },
      { part: 'zlj', position: 1, ...photo('lighting', 4) },
    ]);
    expect(detectListOf(shots)).toEqual([
      { name: 'yqg', normal: photo('normal', 1).url, lighting: photo('lighting', 2).url },
      { name: 'zlj', normal: null, lighting: photo('lighting', 4).url },
    ]);
  });
});
