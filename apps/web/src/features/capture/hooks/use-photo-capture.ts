import type { DeviceCalibration } from '@skinscope/analysis';
import { IMAGE_LIMITS } from '@skinscope/contracts';
import type { LightType } from '@skinscope/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/notification';
import { zhCN } from '../locale';
import { uploadImage } from '../api/upload-image';
import type { Camera } from './use-camera';
import type { CapturedPhoto } from '../lib/captured-photo';
import { canvasToJpeg, filePixels, grabFrame, pixelsOf } from '../lib/frame';
import { newPhotoKey } from '../lib/photo-path';
import type { PhotoOwner } from '../lib/photo-path';
import { retakeHints } from '../lib/retake-hints';

const t = zhCN.capture;

/** Spec §9 "Post-capture busy delay 1.5 s": no second shot right after a successful one. */
export const POST_CAPTURE_BUSY_MS = 1500;

/** Spec §5: the file picker takes jpeg, png and jpg. */
export const ACCEPTED_FILES = 'image/jpeg,image/png,.jpg,.jpeg,.png';
const ACCEPTED_TYPE = /^image\/(jpeg|png)$/;
const ACCEPTED_NAME = /\.(jpe?g|png)$/i;

/** What the screen shows of a photo taken here: its pixels from memory and any retake hints. */
export interface ShotView {
  preview: string;
  hints: string[];
}

export interface PhotoCaptureOptions {
  /** Whose folder the photos go to; null while unknown (nothing can be saved yet). */
  owner: PhotoOwner | null;
  /** Why a photo may not be taken now (e.g. no part chosen yet), said instead of capturing. */
  blockedReason?: string | null;
  onPhoto: (photo: CapturedPhoto) => void;
  /**
   * The live camera's calibration, if any: frames of the camera are hinted through it. A chosen
   * file is not (which device took it is unknown, and the server analyses it uncalibrated).
   */
  calibration?: DeviceCalibration | null | undefined;
  /** Told each saved photo's pixels (the comparison with the previous visit, issue 19 #4). */
  onPixels?: ((url: string, light: LightType, pixels: ImageData) => void) | undefined;
}

interface Shot {
  blob: Blob;
  pixels: ImageData | null;
}

/** The live camera a frame comes from: its label and the exposure and white balance it used. */
export type CameraOfShot = Pick<Camera, 'label' | 'settings'>;

function failureMessage(error: unknown): string | null {
  if (error instanceof ApiError) {
    if (error.handled) return null;
    return error.status >= 400 && error.status < 500 ? t.failedBecause(error.message) : t.failed;
  }
  return t.failed;
}

/**
 * Takes a photo (a frame of the preview, or a chosen file), checks it, uploads it and hands it
 * to the screen. Busy from the shot until the upload ends and for 1.5 s after a success (spec
 * §4); a failed upload says "capture failed, please retake" and frees the button at once.
 */
export function usePhotoCapture({
  owner,
  blockedReason,
  onPhoto,
  calibration,
  onPixels,
}: PhotoCaptureOptions) {
  // Busy (spec §4) spans the upload and the 1.5 s after; saving only the upload.
  const [busy, setBusy] = useState<LightType | null>(null);
  const [saving, setSaving] = useState<LightType | null>(null);
  const [views, setViews] = useState<Record<string, ShotView>>({});
  // A refused file is said beside its slot too, not only in a toast that may pass unseen.
  const [refusals, setRefusals] = useState<Partial<Record<LightType, string>>>({});
  // Read synchronously: two key presses in one frame must not both start a capture.
  const busyRef = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const previews = useRef<string[]>([]);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      previews.current.forEach((url) => URL.revokeObjectURL(url));
    },
    [],
  );

  const take = useCallback(
    async (
      light: LightType,
      source: CapturedPhoto['source'],
      shoot: () => Promise<Shot>,
      camera?: CameraOfShot,
    ) => {
      if (busyRef.current) return;
      if (blockedReason) {
        toast(blockedReason, 'warning');
        return;
      }
      if (!owner) return;
      setRefusals((current) => ({ ...current, [light]: undefined }));
      busyRef.current = true;
      setBusy(light);
      setSaving(light);
      try {
        const shot = await shoot();
        const throughDevice = source === 'camera' ? (calibration ?? undefined) : undefined;
        const hints = shot.pixels ? retakeHints(shot.pixels, light, throughDevice) : [];
        const url = await uploadImage({ file: shot.blob, key: newPhotoKey(owner, Date.now()) });
        const preview = URL.createObjectURL(shot.blob);
        previews.current.push(preview);
        setViews((current) => ({ ...current, [url]: { preview, hints } }));
        setSaving(null);
        onPhoto({
          type: light,
          url,
          source,
          ...(camera?.label ? { deviceLabel: camera.label } : {}),
          ...(camera?.settings ? { cameraSettings: camera.settings } : {}),
        });
        if (shot.pixels) onPixels?.(url, light, shot.pixels);
        toast(source === 'camera' ? t.captured : t.uploaded, 'success');
        timer.current = window.setTimeout(() => {
          busyRef.current = false;
          setBusy(null);
        }, POST_CAPTURE_BUSY_MS);
      } catch (error) {
        busyRef.current = false;
        setBusy(null);
        setSaving(null);
        const message = failureMessage(error);
        if (message) toast(message, 'error');
      }
    },
    [blockedReason, owner, onPhoto, calibration, onPixels],
  );

  /**
   * A frame of the live preview, as a quality-1 JPEG (spec §9), with the camera's label and
   * settings.
   */
  const captureFrame = useCallback(
    (light: LightType, video: HTMLVideoElement | null, camera?: CameraOfShot) => {
      if (!video) return Promise.resolve();
      return take(
        light,
        'camera',
        async () => {
          const canvas = grabFrame(video);
          const pixels = pixelsOf(canvas, canvas.width, canvas.height);
          return { blob: await canvasToJpeg(canvas), pixels };
        },
        camera,
      );
    },
    [take],
  );

  const refuse = useCallback((light: LightType, message: string | null) => {
    setRefusals((current) => ({ ...current, [light]: message ?? undefined }));
    if (message) toast(message, 'warning');
  }, []);

  /** A chosen JPEG or PNG file, sent as it is (the server re-encodes it). */
  const uploadFile = useCallback(
    (light: LightType, file: File) => {
      if (!ACCEPTED_TYPE.test(file.type) && !ACCEPTED_NAME.test(file.name)) {
        refuse(light, t.fileType);
        return Promise.resolve();
      }
      if (file.size > IMAGE_LIMITS.maxBytes) {
        refuse(light, t.fileTooLarge);
        return Promise.resolve();
      }
      return take(light, 'upload', async () => {
        // A file the browser cannot decode still goes to the server, which says what is wrong.
        const pixels = await filePixels(file).catch(() => null);
        return { blob: file, pixels };
      });
    },
    [take, refuse],
  );

  return { busy, saving, views, refusals, captureFrame, uploadFile };
}
