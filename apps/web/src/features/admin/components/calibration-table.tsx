import type { Calibration } from '@skinscope/contracts';
import { Button, Popconfirm, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useRetireCalibration } from '../api/retire-calibration';
import { CameraSettingsLine } from './camera-settings-line';

const t = zhCN.calibration;

/** One device: its newest calibration, and how many came before it. */
interface DeviceRow {
  latest: Calibration;
  earlier: number;
}

/** The list is newest first: the first calibration of each device label is its latest. */
function devicesOf(calibrations: readonly Calibration[]): DeviceRow[] {
  const rows = new Map<string, DeviceRow>();
  for (const calibration of calibrations) {
    const row = rows.get(calibration.deviceLabel);
    if (row) row.earlier += 1;
    else rows.set(calibration.deviceLabel, { latest: calibration, earlier: 0 });
  }
  return [...rows.values()];
}

function RetireButton({ calibration }: { calibration: Calibration }) {
  const retire = useRetireCalibration();
  return (
    <Popconfirm
      title={t.retireConfirm}
      onConfirm={() =>
        retire.mutate(calibration.id, {
          onSuccess: () => toast(t.retiredToast, 'success'),
          onError: toastError,
        })
      }
    >
      <Button size="small" danger loading={retire.isPending}>
        {t.retire}
      </Button>
    </Popconfirm>
  );
}

const columns: TableColumnsType<DeviceRow> = [
  { title: t.columns.name, render: (_, { latest }) => latest.name },
  {
    title: t.columns.device,
    render: (_, { latest }) => (
      <>
        <Typography.Text type="secondary" className="calibration-device">
          {latest.deviceLabel}
        </Typography.Text>
        <div>
          <CameraSettingsLine settings={latest.cameraSettings} />
        </div>
      </>
    ),
  },
  {
    title: t.columns.version,
    width: 110,
    render: (_, { latest, earlier }) => (
      <>
        {`v${latest.version}`}
        {earlier > 0 && <Typography.Text type="secondary"> · {t.history(earlier)}</Typography.Text>}
      </>
    ),
  },
  {
    title: t.columns.date,
    width: 150,
    render: (_, { latest }) => formatDateTime(latest.createdAt),
  },
  {
    title: t.columns.by,
    width: 110,
    render: (_, { latest }) => latest.createdByName ?? t.unknownPerson,
  },
  {
    title: t.columns.status,
    width: 90,
    render: (_, { latest }) =>
      latest.current ? <Tag color="green">{t.current}</Tag> : <Tag>{t.retired}</Tag>,
  },
  {
    title: t.columns.actions,
    width: 80,
    render: (_, { latest }) => (latest.current ? <RetireButton calibration={latest} /> : null),
  },
];

/** The company's microscopes with their current calibration and date. */
export function CalibrationTable(props: { calibrations: Calibration[]; loading: boolean }) {
  return (
    <Table<DeviceRow>
      rowKey={(row) => row.latest.deviceLabel}
      size="middle"
      pagination={false}
      loading={props.loading}
      columns={columns}
      dataSource={devicesOf(props.calibrations)}
      locale={{ emptyText: t.empty }}
    />
  );
}
