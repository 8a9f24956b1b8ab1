import { CameraOutlined, PictureOutlined } from '@ant-design/icons';
import type { LightType } from '@skinscope/contracts';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAllowAnyCamera } from '../../../lib/api/get-public-settings';
import type { CalibrationStationProps } from '../../../lib/card-shot';
import { showImage } from '../../../lib/image-viewer';
import { zhCN } from '../locale';
import { useCamera } from '../hooks/use-camera';
import { useCaptureKeys } from '../hooks/use-capture-keys';
import { canvasToPng, grabFrame } from '../lib/frame';
import { BOTH_LIGHTS } from '../lib/captured-photo';
import { CameraPreview } from './camera-preview';
import '../capture.css';

const t = zhCN.capture;

/**
 * The microscope preview of the consultation, with one 拍照 per light for the reference card
 * (issue 18 #2). No file upload here: the calibration belongs to the camera that is live, so
 * only its own frames can calibrate it. Keys ` and \ work as on the capture screens.
 */
export function CalibrationStation({ shots, onShot, subject }: CalibrationStationProps) {
  const camera = useCamera({ allowAnyCamera: useAllowAnyCamera() });
  const videoRef = useRef<HTMLVideoElement>(null);
  // Keyed by the photo itself: the page may hand in another set of shots (the card, or either
  // capture of a test-retest pair) and each slot shows the one it is given.
  const [previews, setPreviews] = useState<ReadonlyMap<Blob, string>>(new Map());
  const made = useRef<string[]>([]);
  const live = camera.status === 'live';

  // Leaving the screen frees the pictures kept in memory.
  useEffect(() => () => made.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const capture = async (light: LightType) => {
    const video = videoRef.current;
    if (!video || !camera.label) return;
    const blob = await canvasToPng(grabFrame(video));
    const preview = URL.createObjectURL(blob);
    made.current.push(preview);
    setPreviews((current) => new Map(current).set(blob, preview));
    onShot(light, { blob, deviceLabel: camera.label, cameraSettings: camera.settings ?? {} });
  };

  useCaptureKeys(live, { onCapture: (light) => void capture(light), onStop: camera.stop });

  return (
    <div className="capture-station">
      <CameraPreview camera={camera} videoRef={videoRef} withLighting />
      <div className="capture-slots">
        {BOTH_LIGHTS.map((light) => {
          const shot = shots[light];
          const preview = shot ? previews.get(shot.blob) : undefined;
          const name = t.lights[light];
          return (
            <div
              key={light}
              className={`photo-slot photo-slot-${light}`}
              data-testid={`card-slot-${light}`}
            >
              <div className="photo-slot-head">
                <span className={`light-badge light-badge-${light}`}>{name}</span>
              </div>
              {preview ? (
                <button
                  type="button"
                  className="photo-slot-picture"
                  aria-label={t.slot.view(name)}
                  onClick={() => showImage(preview)}
                >
                  <img src={preview} alt={t.calibration.photoAlt[subject](name)} />
                </button>
              ) : (
                <div className="photo-slot-picture photo-slot-empty">
                  <PictureOutlined aria-hidden="true" />
                  <span>{t.slot.empty}</span>
                </div>
              )}
              <div className="photo-slot-actions">
                <Button
                  icon={<CameraOutlined />}
                  disabled={!live}
                  onClick={() => void capture(light)}
                >
                  {t.calibration.capture(name)}
                </Button>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
