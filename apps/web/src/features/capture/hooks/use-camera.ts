import type { CameraSettings } from '@skinscope/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { alertNotice } from '../../../lib/notification';
import { zhCN } from '../locale';
import { CAPTURE_HEIGHT, CAPTURE_WIDTH, chooseCamera } from '../lib/microscope';
import type { CameraDevice } from '../lib/microscope';
import {
  fixExposureAndWhiteBalance,
  type CalibrationMatch,
  type ExposureControl,
} from '../lib/fixed-exposure';

const t = zhCN.capture.camera;

/**
 * Spec §4 microscope capture: no camera and no video at first; opening looks for the
 * microscope and shows its 1024×768 video, or asks to plug it in; stopping ends the tracks.
 * Beyond the spec, a refused permission, a camera held by another program or a browser
 * without camera access each get their own state, so the screen can say what is wrong.
 */
export type CameraStatus =
  | 'idle'
  | 'starting'
  | 'live'
  | 'no-microscope'
  | 'denied'
  | 'unavailable'
  | 'unsupported'
  | 'failed';

interface CameraState {
  status: CameraStatus;
  stream: MediaStream | null;
  /** The device label of the live camera. */
  label: string | null;
  /** Whether exposure and white balance are held fixed (null until live). */
  exposure: ExposureControl | null;
  /** What the camera reports it uses once fixed (issue 31 #3): each photo carries it. */
  settings: CameraSettings | null;
  /**
   * Whether it runs at its calibration's exposure and white balance (issue 31 #3); null when the
   * device has no calibration with settings, or none was asked for (the calibration screen).
   */
  calibration: CalibrationMatch | null;
}

export interface StartOptions {
  /**
   * Opening on arrival (auto-start): no microscope is then said on the preview only, never as a
   * blocking alert, so staff who upload files are not stopped (issue 17 #8). The alert belongs
   * to a click on 打开显微镜 / 重新连接 (spec §4).
   */
  quiet?: boolean;
}

export interface CameraOptions {
  /** Whether any camera may be the microscope (the server's setting), asked at each start. */
  allowAnyCamera: () => Promise<boolean>;
  /**
   * The camera settings of the device's current calibration (by its label), at which it is held
   * (issue 31 #3); null when there are none to hold it at. It must not reject: whatever fails
   * reads as null. Given by the consultation's screens; the calibration screen, where the card
   * sets the values, leaves the camera to settle.
   */
  calibrationSettings?: ((deviceLabel: string) => Promise<CameraSettings | null>) | undefined;
}

export interface Camera extends CameraState {
  start: (options?: StartOptions) => Promise<void>;
  stop: () => void;
}

const IDLE: CameraState = {
  status: 'idle',
  stream: null,
  label: null,
  exposure: null,
  settings: null,
  calibration: null,
};

function errorStatus(error: unknown): CameraStatus {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'unavailable';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'no-microscope';
    default:
      return 'failed';
  }
}

function stopTracks(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

async function videoInputs(media: MediaDevices): Promise<CameraDevice[]> {
  return (await media.enumerateDevices())
    .filter((device) => device.kind === 'videoinput')
    .map(({ deviceId, label }) => ({ deviceId, label }));
}

/** The camera to open, or null when no acceptable one is plugged in. */
async function findCamera(media: MediaDevices, allowAnyCamera: boolean) {
  let devices = await videoInputs(media);
  if (devices.length === 0) return null;
  if (devices.every((device) => !device.label)) {
    // Browsers hide labels until the page may use a camera: ask once, then look again.
    stopTracks(await media.getUserMedia({ audio: false, video: true }));
    devices = await videoInputs(media);
  }
  return chooseCamera(devices, allowAnyCamera);
}

export function useCamera({ allowAnyCamera, calibrationSettings }: CameraOptions): Camera {
  const [state, setState] = useState<CameraState>(IDLE);
  const streamRef = useRef<MediaStream | null>(null);
  // Each start or stop bumps it: a start still waiting for the browser then knows it is stale.
  const attempt = useRef(0);

  const release = useCallback(() => {
    stopTracks(streamRef.current);
    streamRef.current = null;
  }, []);

  const stop = useCallback(() => {
    attempt.current += 1;
    release();
    setState(IDLE);
  }, [release]);

  const start = useCallback(
    async ({ quiet = false }: StartOptions = {}) => {
      const current = (attempt.current += 1);
      release();
      const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
      if (!media?.getUserMedia || !media.enumerateDevices) {
        setState({ ...IDLE, status: 'unsupported' });
        return;
      }
      setState({ ...IDLE, status: 'starting' });
      try {
        const device = await findCamera(media, await allowAnyCamera());
        if (current !== attempt.current) return;
        if (!device) {
          setState({ ...IDLE, status: 'no-microscope' });
          if (!quiet) alertNotice(t.noMicroscope, t.noMicroscopeTitle);
          return;
        }
        // Asked while the browser opens the camera: the answer is needed only to fix it.
        const calibration = Promise.resolve(calibrationSettings?.(device.label) ?? null).catch(
          () => null,
        );
        const stream = await media.getUserMedia({
          audio: false,
          video: {
            deviceId: { exact: device.deviceId },
            width: { ideal: CAPTURE_WIDTH },
            height: { ideal: CAPTURE_HEIGHT },
          },
        });
        if (current !== attempt.current) {
          stopTracks(stream);
          return;
        }
        streamRef.current = stream;
        const track = stream.getVideoTracks()[0];
        // A microscope pulled out while previewing ends its track: back to "no video".
        track?.addEventListener('ended', () => {
          if (streamRef.current === stream) stop();
        });
        const fixed = track ? await fixExposureAndWhiteBalance(track, await calibration) : null;
        if (current !== attempt.current) return;
        setState({
          status: 'live',
          stream,
          label: device.label,
          exposure: fixed?.control ?? 'unsupported',
          settings: fixed?.settings ?? {},
          calibration: fixed?.calibration ?? null,
        });
      } catch (error) {
        if (current !== attempt.current) return;
        const status = errorStatus(error);
        setState({ ...IDLE, status });
        if (status === 'no-microscope' && !quiet) alertNotice(t.noMicroscope, t.noMicroscopeTitle);
      }
    },
    [allowAnyCamera, calibrationSettings, release, stop],
  );

  // Leaving the screen turns the microscope off.
  useEffect(
    () => () => {
      attempt.current += 1;
      release();
    },
    [release],
  );

  return { ...state, start, stop };
}
