import { vi } from 'vitest';

/**
 * A fake `navigator.mediaDevices` for tests: cameras with labels, a stream whose tracks record
 * `stop()`, and getUserMedia answers (or failures) chosen per test.
 */
interface FakeTrack {
  stop: ReturnType<typeof vi.fn>;
  end: () => void;
}

interface FakeStream {
  stream: MediaStream;
  tracks: FakeTrack[];
}

function fakeStream(): FakeStream {
  const listeners: Array<() => void> = [];
  const track = {
    kind: 'video',
    stop: vi.fn(),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'ended') listeners.push(listener);
    },
    removeEventListener: () => undefined,
  };
  const fake: FakeTrack = { stop: track.stop, end: () => listeners.forEach((it) => it()) };
  const stream = {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  } as unknown as MediaStream;
  return { stream, tracks: [fake] };
}

export interface FakeCamera {
  deviceId?: string;
  label: string;
}

export interface FakeMedia {
  getUserMedia: ReturnType<typeof vi.fn>;
  enumerateDevices: ReturnType<typeof vi.fn>;
  /** Every stream handed out, in order (the label probe's included). */
  streams: FakeStream[];
  /** With `hold`: hands out the streams asked for so far. */
  release: () => void;
}

function devicesOf(cameras: readonly FakeCamera[], withLabels: boolean) {
  return cameras.map((camera, index) => ({
    kind: 'videoinput',
    deviceId: camera.deviceId ?? `camera-${index}`,
    groupId: '',
    label: withLabels ? camera.label : '',
  }));
}

/**
 * Installs the fake. `hideLabels` mimics a browser that shows labels only after a first
 * permission; `failWith` makes every getUserMedia call fail with that DOMException name;
 * `hold` keeps getUserMedia waiting (the permission prompt still open) until `release()`.
 */
export function fakeMedia(
  cameras: readonly FakeCamera[],
  options: { hideLabels?: boolean; failWith?: string; hold?: boolean } = {},
): FakeMedia {
  let permitted = !options.hideLabels;
  const streams: FakeStream[] = [];
  const held: Array<() => void> = [];
  const getUserMedia = vi.fn(async () => {
    if (options.failWith) throw new DOMException('refused', options.failWith);
    permitted = true;
    const made = fakeStream();
    streams.push(made);
    if (options.hold) await new Promise<void>((resolve) => held.push(resolve));
    return made.stream;
  });
  const enumerateDevices = vi.fn(async () => [
    { kind: 'audioinput', deviceId: 'mic', groupId: '', label: permitted ? 'Microphone' : '' },
    ...devicesOf(cameras, permitted),
  ]);
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator), {
      mediaDevices: { getUserMedia, enumerateDevices },
    }),
  );
  return {
    getUserMedia,
    enumerateDevices,
    streams,
    release: () => held.splice(0).forEach((go) => go()),
  };
}

/** The labels of the real microscope (its USB id in brackets) and Chromium's fake camera. */
export const MICROSCOPE = { deviceId: 'microscope', label: 'USB2.0 PC CAMERA (eb1a:5304)' };
export const WEBCAM = { deviceId: 'webcam', label: 'Integrated Webcam (0c45:6a06)' };
export const FAKE_DEVICE = { deviceId: 'fake', label: 'fake_device_0' };
