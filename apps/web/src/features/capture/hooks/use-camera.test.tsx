import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNoticeHandler } from '../../../lib/notification';
import type { Notice } from '../../../lib/notification';
import type { CameraSettings } from '@skinscope/contracts';
import { FAKE_DEVICE, fakeMedia, MANUAL_CAMERA, MICROSCOPE, WEBCAM } from '../test-media';
import { useCamera } from './use-camera';

/** The server's setting off: only a microscope may be opened. */
const NO_OTHER_CAMERA = async () => false;

let notices: Notice[] = [];
let release: () => void = () => undefined;

beforeEach(() => {
  notices = [];
  release = setNoticeHandler((notice) => notices.push(notice));
});
afterEach(() => release());

async function started(allowAnyCamera = false) {
  const hook = renderHook(() => useCamera({ allowAnyCamera: async () => allowAnyCamera }));
  expect(hook.result.current.status).toBe('idle');
  expect(hook.result.current.stream).toBeNull();
  await act(() => hook.result.current.start());
  return hook;
}

const alerts = () => notices.filter((notice) => notice.kind === 'alert');

describe('useCamera', () => {
  it('without any camera, asks to plug in the video microscope and shows no video', async () => {
    const media = fakeMedia([]);
    const { result } = await started();
    expect(result.current.status).toBe('no-microscope');
    expect(result.current.stream).toBeNull();
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(alerts()).toEqual([expect.objectContaining({ content: '请插入视频显微镜' })]);
  });

  it('issue 17 #8: opening on arrival without a microscope says so on the preview only, no alert', async () => {
    const media = fakeMedia([]);
    const { result } = renderHook(() => useCamera({ allowAnyCamera: NO_OTHER_CAMERA }));
    await act(() => result.current.start({ quiet: true }));
    expect(result.current.status).toBe('no-microscope');
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(alerts()).toEqual([]);
    // A click on 重新连接 is the staff member asking: that one alerts.
    await act(() => result.current.start());
    expect(alerts()).toEqual([expect.objectContaining({ content: '请插入视频显微镜' })]);
  });

  it('finds the microscope by its USB id among other cameras and opens it at 1024×768', async () => {
    const media = fakeMedia([WEBCAM, MICROSCOPE]);
    const { result } = await started();
    expect(result.current.status).toBe('live');
    expect(result.current.label).toBe(MICROSCOPE.label);
    expect(media.getUserMedia).toHaveBeenCalledTimes(1);
    expect(media.getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: {
        deviceId: { exact: 'microscope' },
        width: { ideal: 1024 },
        height: { ideal: 768 },
      },
    });
    expect(result.current.stream).toBe(media.streams[0]?.stream);
    // Issue 18 #2: this camera offers no manual exposure, so the screens will say so.
    expect(result.current.exposure).toBe('unsupported');
    // Issue 31 #3: nor does it report a mode its photos could be compared by.
    expect(result.current.settings).toEqual({});
    // Nor was a calibration asked for: nothing to say about one.
    expect(result.current.calibration).toBeNull();
    expect(alerts()).toEqual([]);
  });

  it('asks for permission first when the browser hides labels, and closes that probe', async () => {
    const media = fakeMedia([WEBCAM, MICROSCOPE], { hideLabels: true });
    const { result } = await started();
    expect(result.current.status).toBe('live');
    expect(media.getUserMedia).toHaveBeenCalledTimes(2);
    expect(media.getUserMedia).toHaveBeenNthCalledWith(1, { audio: false, video: true });
    expect(media.streams[0]?.tracks[0]?.stop).toHaveBeenCalled();
    expect(media.streams[1]?.tracks[0]?.stop).not.toHaveBeenCalled();
  });

  it('refuses another camera when allowAnyCamera is off', async () => {
    const media = fakeMedia([FAKE_DEVICE]);
    const { result } = await started(false);
    expect(result.current.status).toBe('no-microscope');
    expect(media.getUserMedia).not.toHaveBeenCalled();
    expect(alerts()).toHaveLength(1);
  });

  it('uses another camera when allowAnyCamera is on', async () => {
    const media = fakeMedia([FAKE_DEVICE]);
    const { result } = await started(true);
    expect(result.current.status).toBe('live');
    expect(result.current.label).toBe('fake_device_0');
    expect(media.getUserMedia).toHaveBeenCalledWith(
      expect.objectContaining({ video: expect.objectContaining({ deviceId: { exact: 'fake' } }) }),
    );
  });

  it('opened before the server said whether any camera will do, waits for its answer', async () => {
    fakeMedia([FAKE_DEVICE]);
    let answer: (allowed: boolean) => void = () => undefined;
    const setting = new Promise<boolean>((resolve) => (answer = resolve));
    const { result } = renderHook(() => useCamera({ allowAnyCamera: () => setting }));
    let starting: Promise<void> = Promise.resolve();
    act(() => {
      starting = result.current.start();
    });
    expect(result.current.status).toBe('starting');
    answer(true);
    await act(() => starting);
    expect(result.current.status).toBe('live');
    expect(alerts()).toHaveLength(0);
  });

  it('says so when camera permission is refused', async () => {
    fakeMedia([MICROSCOPE], { failWith: 'NotAllowedError' });
    const { result } = await started();
    expect(result.current.status).toBe('denied');
    expect(alerts()).toEqual([]);
  });

  it('says so when the microscope is held by another program', async () => {
    fakeMedia([MICROSCOPE], { failWith: 'NotReadableError' });
    const { result } = await started();
    expect(result.current.status).toBe('unavailable');
  });

  it('says so when the browser has no camera access at all', async () => {
    vi.stubGlobal('navigator', Object.create(navigator, { mediaDevices: { value: undefined } }));
    const { result } = await started();
    expect(result.current.status).toBe('unsupported');
  });

  it('stop ends the tracks and hides the video; it can start again', async () => {
    const media = fakeMedia([MICROSCOPE]);
    const { result } = await started();
    act(() => result.current.stop());
    expect(media.streams[0]?.tracks[0]?.stop).toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
    expect(result.current.stream).toBeNull();
    await act(() => result.current.start());
    expect(result.current.status).toBe('live');
  });

  it('a microscope pulled out mid-preview ends the video', async () => {
    const media = fakeMedia([MICROSCOPE]);
    const { result } = await started();
    act(() => media.streams[0]?.tracks[0]?.end());
    await waitFor(() => expect(result.current.status).toBe('idle'));
  });

  it('stopping while the browser still opens the camera closes the late stream', async () => {
    const media = fakeMedia([MICROSCOPE], { hold: true });
    const { result } = renderHook(() => useCamera({ allowAnyCamera: NO_OTHER_CAMERA }));
    let starting: Promise<void> = Promise.resolve();
    act(() => {
      starting = result.current.start();
    });
    expect(result.current.status).toBe('starting');
    await waitFor(() => expect(media.getUserMedia).toHaveBeenCalled());
    act(() => result.current.stop());
    await act(async () => {
      media.release();
      await starting;
    });
    expect(result.current.status).toBe('idle');
    expect(result.current.stream).toBeNull();
    expect(media.streams[0]?.tracks[0]?.stop).toHaveBeenCalled();
  });

  it('leaving the screen ends the tracks', async () => {
    const media = fakeMedia([MICROSCOPE]);
    const { unmount } = await started();
    unmount();
    expect(media.streams[0]?.tracks[0]?.stop).toHaveBeenCalled();
  });
});

describe('useCamera: held at the device calibration’s settings (issue 31 #3)', () => {
  const HELD: CameraSettings = {
    exposureMode: 'manual',
    exposureTime: 333,
    whiteBalanceMode: 'manual',
    colorTemperature: 5000,
  };

  const withCalibration = (read: (label: string) => Promise<CameraSettings | null>) =>
    renderHook(() => useCamera({ allowAnyCamera: NO_OTHER_CAMERA, calibrationSettings: read }));

  it('asks for the live camera’s calibration and holds it there, again after a restart', async () => {
    const media = fakeMedia([WEBCAM, MICROSCOPE], { capabilities: MANUAL_CAMERA });
    const read = vi.fn(async () => HELD);
    const { result } = withCalibration(read);
    await act(() => result.current.start());
    expect(read).toHaveBeenCalledWith(MICROSCOPE.label);
    expect(result.current).toMatchObject({
      status: 'live',
      exposure: 'fixed',
      settings: HELD,
      calibration: 'applied',
    });
    // Between parts the camera closes and opens again: the same values, not what it settles on.
    act(() => result.current.stop());
    await act(() => result.current.start());
    expect(read).toHaveBeenCalledTimes(2);
    expect(media.streams.map((made) => made.tracks[0]?.controls?.getSettings())).toEqual([
      expect.objectContaining(HELD),
      expect.objectContaining(HELD),
    ]);
    expect(result.current.calibration).toBe('applied');
  });

  it('says the settings differ when the camera cannot be held at them', async () => {
    fakeMedia([MICROSCOPE], { capabilities: { exposureMode: ['manual'] } });
    const { result } = withCalibration(async () => HELD);
    await act(() => result.current.start());
    expect(result.current).toMatchObject({ exposure: 'partly', calibration: 'unmatched' });
  });

  it('settles by itself as before with no settings to follow, or when reading them failed', async () => {
    for (const read of [async () => null, () => Promise.reject(new Error('offline'))]) {
      const media = fakeMedia([MICROSCOPE], { capabilities: MANUAL_CAMERA });
      const { result, unmount } = withCalibration(read);
      await act(() => result.current.start());
      expect(result.current).toMatchObject({
        status: 'live',
        exposure: 'fixed',
        calibration: null,
      });
      expect(result.current.settings).toMatchObject({ exposureTime: 166, colorTemperature: 4600 });
      expect(media.streams[0]?.tracks[0]?.controls?.applyConstraints).toHaveBeenCalledTimes(1);
      unmount();
    }
  });
});
