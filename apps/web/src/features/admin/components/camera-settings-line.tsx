import type { CameraSettings } from '@skinscope/contracts';
import { Typography } from 'antd';
import { zhCN } from '../locale';

const t = zhCN.calibration.settings;

/** Chrome reports exposure time in 100 µs units; staff read milliseconds. */
const milliseconds = (time: number | undefined) =>
  time === undefined ? null : String(Math.round(time) / 10);

/**
 * What the calibration stored of the camera (issue 31 #3), e.g. 「曝光固定 33.3 ms · 白平衡固定
 * 5000 K」: only photos taken with the same settings get a skin tone. A camera that adjusts
 * itself is said so, since its photos never will.
 */
function cameraSettingsText(settings: CameraSettings | null): string {
  if (!settings) return t.notRecorded;
  const exposureFixed = settings.exposureMode === 'manual';
  const whiteBalanceFixed = settings.whiteBalanceMode === 'manual';
  const parts = [
    exposureFixed ? t.exposureFixed(milliseconds(settings.exposureTime)) : t.exposureAuto,
    whiteBalanceFixed ? t.whiteBalanceFixed(settings.colorTemperature ?? null) : t.whiteBalanceAuto,
  ];
  if (!exposureFixed || !whiteBalanceFixed) parts.push(t.autoNote);
  return parts.join(' · ');
}

export function CameraSettingsLine({ settings }: { settings: CameraSettings | null }) {
  return (
    <Typography.Text type="secondary" className="calibration-camera-settings">
      {`${t.label}：${cameraSettingsText(settings)}`}
    </Typography.Text>
  );
}
