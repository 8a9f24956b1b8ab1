import type { LightType } from '@skinscope/contracts';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useAllowAnyCamera, usePublicSettings } from '../../../lib/api/get-public-settings';
import { useViewedImage } from '../../../lib/image-viewer';
import { useCalibrationSettings, useDeviceCalibration } from '../api/get-device-calibration';
import { useAutoStart } from '../hooks/use-auto-start';
import { useCamera } from '../hooks/use-camera';
import { useCaptureKeys } from '../hooks/use-capture-keys';
import { useAlignment } from '../hooks/use-alignment';
import { usePhotoCapture } from '../hooks/use-photo-capture';
import type { CapturedPhoto, LightPhotos } from '../lib/captured-photo';
import type { PhotoOwner } from '../lib/photo-path';
import type { PreviousPhotos } from '../lib/previous-photos';
import { CameraPreview } from './camera-preview';
import { PhotoSlot } from './photo-slot';
import { GhostControls, GhostOverlay, useGhost } from './previous-ghost';

export interface CaptureStationProps {
  /** Whose folder the photos go to; null while still loading. */
  owner: PhotoOwner | null;
  /** The slots, in order: picture/index has only normal light. */
  lights: readonly LightType[];
  photos: LightPhotos;
  onPhoto: (photo: CapturedPhoto) => void;
  /** Offers to clear a slot's photo (picture/index's refresh icon). */
  onClear?: (light: LightType) => void;
  /** Why no photo may be taken yet; capturing says it instead. */
  blockedReason?: string | null;
  /** Open the microscope on arrival (consultation steps); the SOS screen waits for a click. */
  autoStart?: boolean;
  /** A tile before the slots, of a slot's size (picture/index's reference picture). */
  leading?: ReactNode;
  /** Below the slots, across them (picture/step/three's locating demo). */
  trailing?: ReactNode;
  /**
   * The previous visit's photos of this part (a re-check, issue 19 #4): laid over the preview
   * as a ghost, and each new photo's shift from them said under it.
   */
  previous?: PreviousPhotos | null;
}

/**
 * The microscope preview and the photo slots of one screen. Keys work while the preview is
 * shown and no enlarged image covers it; each photo is uploaded as soon as it is taken.
 */
export function CaptureStation(props: CaptureStationProps) {
  const { lights, photos, owner } = props;
  const settings = usePublicSettings();
  // Held at the device calibration's exposure and white balance where it can be (issue 31 #3).
  const camera = useCamera({
    allowAnyCamera: useAllowAnyCamera(),
    calibrationSettings: useCalibrationSettings(),
  });
  // The retake hint judges the live camera's frames through its calibration, as the analysis will.
  const calibration = useDeviceCalibration(camera.label);
  const videoRef = useRef<HTMLVideoElement>(null);
  const ghost = useGhost(props.previous);
  const alignment = useAlignment(props.previous);
  const capture = usePhotoCapture({
    owner,
    blockedReason: props.blockedReason,
    onPhoto: props.onPhoto,
    calibration,
    onPixels: props.previous ? alignment.measure : undefined,
  });
  const viewing = useViewedImage() !== null;
  const live = camera.status === 'live';

  useAutoStart(Boolean(props.autoStart) && !settings.isPending, camera.start);
  useCaptureKeys(live && !viewing, {
    onCapture: (light) => {
      if (lights.includes(light)) void capture.captureFrame(light, videoRef.current, camera);
    },
    onStop: camera.stop,
  });

  return (
    <div className="capture-station">
      <CameraPreview
        camera={camera}
        videoRef={videoRef}
        withLighting={lights.includes('lighting')}
        overlay={ghost && <GhostOverlay ghost={ghost} />}
        footer={ghost && <GhostControls ghost={ghost} />}
      />
      <div className="capture-slots">
        {props.leading}
        {lights.map((light) => {
          const photo = photos[light];
          return (
            <PhotoSlot
              key={light}
              light={light}
              photo={photo}
              view={photo ? capture.views[photo.url] : undefined}
              saving={capture.saving === light}
              locked={capture.busy !== null || owner === null}
              cameraLive={live}
              blockedReason={props.blockedReason}
              refusal={capture.refusals[light]}
              alignment={photo ? alignment.alignments[photo.url] : undefined}
              onCapture={() => void capture.captureFrame(light, videoRef.current, camera)}
              onFile={(file) => void capture.uploadFile(light, file)}
              onClear={props.onClear ? () => props.onClear?.(light) : undefined}
            />
          );
        })}
        {props.trailing}
      </div>
    </div>
  );
}
