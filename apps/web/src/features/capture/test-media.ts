import { vi } from 'vitest';

/**
 * A fake `navigator.mediaDevices` for tests: cameras with labels, a stream whose tracks record
 * `stop()`, and getUserMedia answers (or failures) chosen per test.
 */

/** What a camera offers to hold (MediaTrackCapabilities of mediacapture-image). */
type FakeCapabilities = Record<string, unknown>;

/**
 * A video track's exposure and white balance controls, as a camera that honours constraints has
 * them: it reports what it was last told to use (first: adjusting itself at 16.6 ms and 4600 K).
 * `refuses` makes it reject the constraints it is given (all of them when true).
 */
export function fakeControls(
  capabilities: FakeCapabilities,
  refuses: boolean | ((wanted: Record<string, unknown>) => boolean) = false,
) {
  let settings: Record<string, unknown> = {
    exposureMode: 'continuous',
    exposureTime: 166,
    whiteBalanceMode: 'continuous',
    colorTemperature: 4600,
    width: 1024,
  };
  return {
    getCapabilities: () => capabilities,
    getSettings: () => settings,
    applyConstraints: vi.fn(async ({ advanced }: { advanced: Record<string, unknown>[] }) => {
      const wanted = advanced[0] ?? {};
      if (typeof refuses === 'function' ? refuses(wanted) : refuses) throw new Error('no');
      settings = { ...settings, ...wanted };
    }),
  };
}

/** A microscope that holds exposure (100 µs units) and white balance (K) within these ranges. */
export const MANUAL_CAMERA: FakeCapabilities = {
  exposureMode: ['manual', 'continuous'],
  exposureTime: { min: 1, max: 10_000, step: 1 },
  whiteBalanceMode: ['manual', 'continuous'],
  colorTemperature: { min: 2800, max: 6500, step: 10 },
};

type Controls = ReturnType<typeof fakeControls>;

interface FakeTrack {
  stop: ReturnType<typeof vi.fn>;
  end: () => void;
  /** Its exposure and white balance controls, when the camera has them. */
  controls: Controls | undefined;
}

interface FakeStream {
  stream: MediaStream;
  tracks: FakeTrack[];
}

function fakeStream(capabilities: FakeCapabilities | undefined): FakeStream {
  const listeners: Array<() => void> = [];
  const controls = capabilities && fakeControls(capabilities);
  const track = {
    kind: 'video',
    stop: vi.fn(),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'ended') listeners.push(listener);
    },
    removeEventListener: () => undefined,
    ...controls,
  };
  const fake: FakeTrack = {
    stop: track.stop,
    end: () => listeners.forEach((it) => it()),
    controls,
  };
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
 * `hold` keeps getUserMedia waiting (the permission prompt still open) until `release()`;
 * `capabilities` gives each track exposure and white balance controls (`fakeControls`).
 */
export function fakeMedia(
  cameras: readonly FakeCamera[],
  options: {
    hideLabels?: boolean;
    failWith?: string;
    hold?: boolean;
    capabilities?: FakeCapabilities;
  } = {},
): FakeMedia {
  let permitted = !options.hideLabels;
  const streams: FakeStream[] = [];
  const held: Array<() => void> = [];
  const getUserMedia = vi.fn(async () => {
    if (options.failWith) throw new DOMException('refused', options.failWith);
    permitted = true;
    const made = fakeStream(options.capabilities);
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
