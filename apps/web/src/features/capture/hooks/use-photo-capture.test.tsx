import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNoticeHandler } from '../../../lib/notification';
import type { Notice } from '../../../lib/notification';
import { fail, fakeApi } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { POST_CAPTURE_BUSY_MS, usePhotoCapture } from './use-photo-capture';
import type { PhotoCaptureOptions } from './use-photo-capture';

// jsdom has no canvas: the frame grabbed is a fixed JPEG with mid-grey or black pixels.
const frame = vi.hoisted(() => ({ grey: 128 }));
vi.mock('../lib/frame', () => {
  const pixels = () => {
    const data = new Uint8ClampedArray(1024 * 768 * 4).fill(frame.grey);
    return { width: 1024, height: 768, data, colorSpace: 'srgb' } as unknown as ImageData;
  };
  return {
    grabFrame: () => ({ width: 1024, height: 768 }),
    pixelsOf: pixels,
    canvasToJpeg: async () => new Blob(['jpeg'], { type: 'image/jpeg' }),
    filePixels: async () => pixels(),
  };
});

let notices: Notice[] = [];
let release: () => void = () => undefined;
const video = document.createElement('video');
const OWNER = { kind: 'customer', customerId: 31 } as const;

beforeEach(() => {
  notices = [];
  release = setNoticeHandler((notice) => notices.push(notice));
  frame.grey = 128;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview' }));
  signInAs();
});
afterEach(() => {
  release();
  vi.useRealTimers();
});

const toasts = () => notices.flatMap((notice) => (notice.kind === 'toast' ? [notice] : []));

function setup(options: Partial<PhotoCaptureOptions> = {}) {
  const onPhoto = vi.fn();
  const hook = renderHook(() => usePhotoCapture({ owner: OWNER, onPhoto, ...options }));
  return { onPhoto, ...hook };
}

/** Lets fake time pass (vi itself must not be what act awaits: it answers to `then`). */
async function later(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const uploadOk = () => new Response('ok', { headers: { 'Content-Type': 'text/plain' } });

describe('usePhotoCapture', () => {
  it('uploads a quality-1 JPEG of the frame to the customer folder and hands the photo over', async () => {
    const { requests } = fakeApi({ 'POST /server/imageb64': uploadOk });
    vi.useFakeTimers({ now: new Date('2026-11-02T08:00:00.000Z') });
    const { result, onPhoto } = setup();
    await act(() => result.current.captureFrame('normal', video));

    const now = Date.parse('2026-11-02T08:00:00.000Z');
    const dir = `img/31/${Math.floor(now / 3_600_000)}`;
    const form = requests[0]?.body as FormData;
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(form.get('dir')).toBe(dir);
    expect(form.get('name')).toMatch(/^\d{13}\.jpg$/);
    expect((form.get('file') as File).type).toBe('image/jpeg');
    const url = `/home/imagerec/${dir}/${String(form.get('name'))}`;
    expect(onPhoto).toHaveBeenCalledWith({ type: 'normal', url, source: 'camera' });
    expect(result.current.views[url]).toEqual({
      preview: 'blob:preview',
      hints: expect.any(Array),
    });
    expect(toasts()).toEqual([{ kind: 'toast', type: 'success', content: '拍照成功' }]);
  });

  it('hands the photo over with the camera that took it and its exposure and white balance', async () => {
    fakeApi({ 'POST /server/imageb64': uploadOk });
    const { result, onPhoto } = setup();
    const settings = { exposureMode: 'manual', exposureTime: 333 } as const;
    await act(() =>
      result.current.captureFrame('lighting', video, { label: 'Microscope', settings }),
    );
    // Issue 31 #3: the calibration names a tone only for photos taken with its own settings.
    expect(onPhoto).toHaveBeenCalledWith(
      expect.objectContaining({ deviceLabel: 'Microscope', cameraSettings: settings }),
    );
  });

  it('stays busy until the upload ends and for 1.5 s after; captures meanwhile are ignored', async () => {
    // The first upload answers when the test says so, later ones at once.
    let answer: ((response: Response) => void) | null = null;
    const { requests } = fakeApi({
      'POST /server/imageb64': () =>
        answer ? uploadOk() : new Promise<Response>((resolve) => (answer = resolve)),
    });
    vi.useFakeTimers();
    const { result } = setup();
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.captureFrame('normal', video);
    });
    expect(result.current.busy).toBe('normal');
    expect(result.current.saving).toBe('normal');
    // A second key press while saving does nothing.
    await act(() => result.current.captureFrame('lighting', video));
    await later(5_000);
    expect(result.current.busy).toBe('normal');
    expect(requests).toHaveLength(1);

    await act(async () => {
      answer?.(uploadOk());
      await first;
    });
    // Saved (no more spinner), but still busy for 1.5 s.
    expect(result.current.saving).toBeNull();
    expect(result.current.busy).toBe('normal');
    await later(POST_CAPTURE_BUSY_MS - 1);
    expect(result.current.busy).toBe('normal');
    await later(1);
    expect(result.current.busy).toBeNull();
    await act(() => result.current.captureFrame('lighting', video));
    expect(requests).toHaveLength(2);
  });

  it('a failed upload says capture failed, please retake, and frees the capture at once', async () => {
    fakeApi({ 'POST /server/imageb64': fail(500, 'INTERNAL', '服务器开小差了，请稍后再试') });
    const { result, onPhoto } = setup();
    await act(() => result.current.captureFrame('lighting', video));
    expect(result.current.busy).toBeNull();
    expect(onPhoto).not.toHaveBeenCalled();
    expect(toasts()).toEqual([{ kind: 'toast', type: 'error', content: '拍照失败，请重新拍摄' }]);
  });

  it('a refused upload also says why (e.g. no consent on record)', async () => {
    fakeApi({
      'POST /server/imageb64': fail(403, 'CONSENT_REQUIRED', '顾客尚未签署知情同意，不能上传照片'),
    });
    const { result } = setup();
    await act(() => result.current.captureFrame('normal', video));
    expect(toasts()[0]?.content).toBe('拍照失败，请重新拍摄（顾客尚未签署知情同意，不能上传照片）');
  });

  it('says why no photo may be taken yet instead of capturing', async () => {
    const { requests } = fakeApi();
    const { result } = setup({ blockedReason: '请先选择部位' });
    await act(() => result.current.captureFrame('normal', video));
    expect(requests).toHaveLength(0);
    expect(result.current.busy).toBeNull();
    expect(toasts()).toEqual([{ kind: 'toast', type: 'warning', content: '请先选择部位' }]);
  });

  it('shows a retake hint for a dark photo; the photo is kept all the same', async () => {
    fakeApi({ 'POST /server/imageb64': uploadOk });
    frame.grey = 8;
    const { result, onPhoto } = setup();
    await act(() => result.current.captureFrame('normal', video));
    const url = (onPhoto.mock.calls[0]?.[0] as { url: string }).url;
    expect(result.current.views[url]?.hints).toEqual(['常光照片过暗，请调亮光线后重拍']);
  });

  it('issue 17 #20: uploads a chosen JPEG or PNG file as it is; other files are refused, said by the slot', async () => {
    const { requests } = fakeApi({ 'POST /server/imageb64': uploadOk });
    const { result, onPhoto } = setup();
    const gif = new File(['gif'], 'skin.gif', { type: 'image/gif' });
    await act(() => result.current.uploadFile('normal', gif));
    expect(requests).toHaveLength(0);
    expect(toasts().at(-1)?.content).toBe('仅支持 JPG/PNG 图片');
    expect(result.current.refusals.normal).toBe('仅支持 JPG/PNG 图片');
    const text = new File(['text'], 'notes.txt', { type: 'text/plain' });
    await act(() => result.current.uploadFile('normal', text));
    expect(requests).toHaveLength(0);

    const png = new File(['png'], 'skin.png', { type: 'image/png' });
    await act(() => result.current.uploadFile('lighting', png));
    expect((requests[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(onPhoto).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'lighting', source: 'upload' }),
    );
    expect(toasts().at(-1)).toEqual({ kind: 'toast', type: 'success', content: '图片上传成功' });
  });

  it('SOS photos go to the uploader’s own sos folder', async () => {
    const { requests } = fakeApi({ 'POST /server/imageb64': uploadOk });
    const { result } = setup({ owner: { kind: 'sos', userId: 7 } });
    await act(() => result.current.captureFrame('normal', video));
    expect((requests[0]?.body as FormData).get('dir')).toMatch(/^sos\/7\/\d+$/);
  });
});
