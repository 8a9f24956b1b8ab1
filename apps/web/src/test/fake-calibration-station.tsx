import type { CameraSettings } from '@skinscope/contracts';
import type { CalibrationStationProps } from '../lib/card-shot';

/**
 * The capture feature's microscope station, as the calibration screen's tests stand it in: two
 * buttons that "take" a photo under each light. Each photo is a blob of its own (a test-retest
 * pair's four photos must differ), from `deviceLabel` with the camera's `cameraSettings`.
 */
export function fakeCalibrationStation(deviceLabel: string, cameraSettings: CameraSettings) {
  let taken = 0;
  return function FakeStation({ shots, onShot }: CalibrationStationProps) {
    return (
      <div>
        {(['normal', 'lighting'] as const).map((light) => (
          <button
            key={light}
            type="button"
            onClick={() => {
              taken += 1;
              onShot(light, { blob: new Blob([`${light} ${taken}`]), deviceLabel, cameraSettings });
            }}
          >
            {`拍${light === 'normal' ? '常光' : '偏振光'}${shots[light] ? '（已拍）' : ''}`}
          </button>
        ))}
      </div>
    );
  };
}
