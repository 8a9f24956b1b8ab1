import type { Calibration, CalibrationReport } from '@skinscope/contracts';
import { Alert, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { zhCN } from '../locale';
import { CameraSettingsLine } from './camera-settings-line';

const t = zhCN.calibration;

interface LightRow {
  key: 'normal' | 'polarised';
  light: string;
  report: CalibrationReport['normal'];
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

const columns: TableColumnsType<LightRow> = [
  { title: t.lightColumn, dataIndex: 'light', width: 90 },
  {
    title: t.vignetting,
    render: (_, row) => `${fixed(row.report.vignettingPercent, 1)}%`,
  },
  { title: t.exposure, render: (_, row) => `×${fixed(row.report.exposureGain, 2)}` },
  { title: t.gains, render: (_, row) => row.report.gains.map((g) => fixed(g, 2)).join(' / ') },
];

/** What the engine fitted: each light's vignetting, exposure and white-balance gains. */
export function CalibrationFit({ calibration }: { calibration: Calibration }) {
  const rows: LightRow[] = [
    { key: 'normal', light: zhCN.calibrationLights.normal, report: calibration.report.normal },
    {
      key: 'polarised',
      light: zhCN.calibrationLights.polarised,
      report: calibration.report.polarised,
    },
  ];
  return (
    <Alert
      type="success"
      showIcon
      className="calibration-outcome"
      title={t.done}
      description={
        <>
          <p>
            {t.doneDetail(
              calibration.name,
              calibration.version,
              formatDateTime(calibration.createdAt),
            )}
          </p>
          <p>
            <CameraSettingsLine settings={calibration.cameraSettings} />
          </p>
          <Table<LightRow>
            rowKey="key"
            size="small"
            pagination={false}
            columns={columns}
            dataSource={rows}
          />
        </>
      }
    />
  );
}

/** Why the engine refused the card photos, each with what to do, as it said them. */
export function CalibrationRefusal({ reasons }: { reasons: readonly { message: string }[] }) {
  return (
    <Alert
      type="error"
      showIcon
      className="calibration-outcome"
      title={t.refusedTitle}
      description={
        <ul>
          {reasons.map((reason) => (
            <li key={reason.message}>{reason.message}</li>
          ))}
        </ul>
      }
    />
  );
}
