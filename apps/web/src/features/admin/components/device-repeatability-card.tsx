import type { DeviceRepeatability, RetestDevice } from '@skinscope/contracts';
import {
  DETECT_DIMENSION_LABELS,
  formatScoreBand,
  isTypeOnly,
  retestShortfall,
} from '@skinscope/domain';
import { Alert, Card, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useDeviceRepeatability } from '../api/get-device-repeatability';
import { zhCN } from '../locale';
import { RetestScatter } from './retest-scatter';

const t = zhCN.repeatability;

type DimensionRepeatability = DeviceRepeatability['dimensions'][number];

/** The MDC95's figures to one decimal: a whole point would hide the interval's width. */
const oneDecimal = (value: number) => value.toFixed(1);

const columns: TableColumnsType<DimensionRepeatability> = [
  {
    title: t.columns.dimension,
    dataIndex: 'dimension',
    render: (dimension: DimensionRepeatability['dimension']) => DETECT_DIMENSION_LABELS[dimension],
  },
  {
    title: t.columns.band,
    key: 'band',
    render: (_, row) =>
      // 肤质 is a type (油性 / 干性 / 中性), not a score a verdict compares: no band is used.
      isTypeOnly(row.dimension) ? (
        <Typography.Text type="secondary">{t.noVerdict}</Typography.Text>
      ) : (
        <Flex gap="small" align="center">
          <span>±{formatScoreBand(row.band)}</span>
          <Tag color={row.source === 'device' ? 'success' : 'default'}>{row.sourceName}</Tag>
        </Flex>
      ),
  },
  {
    title: t.columns.mdc,
    key: 'mdc',
    render: (_, { mdc95, mdc95Interval }) =>
      mdc95 === null || mdc95Interval === null ? (
        <Typography.Text type="secondary">—</Typography.Text>
      ) : (
        t.mdc(oneDecimal(mdc95), oneDecimal(mdc95Interval.low), oneDecimal(mdc95Interval.high))
      ),
  },
  { title: t.columns.n, dataIndex: 'n' },
];

/** What to do next: pairs still needed for the device's own bands, and whether any are recent. */
function NextSteps({
  device,
  dimensions,
}: {
  device: RetestDevice;
  dimensions: DimensionRepeatability[];
}) {
  // The dimension with the fewest pairs still on the engine's band decides (none left: Infinity).
  const estimated = dimensions.filter((d) => !isTypeOnly(d.dimension) && d.source === 'engine');
  const fewest = Math.min(...estimated.map((d) => d.n));
  const { pairsNeeded, never, stale } = retestShortfall(fewest, device.lastPairAt, new Date());
  return (
    <Flex vertical gap="small">
      <Alert
        type={pairsNeeded > 0 ? 'info' : 'success'}
        showIcon
        title={pairsNeeded > 0 ? t.needMore(pairsNeeded) : t.allMeasured}
      />
      {(never || stale) && <Alert type="warning" showIcon title={never ? t.never : t.stale} />}
    </Flex>
  );
}

/** One microscope: its pairs, and per dimension the band verdicts use and where it comes from. */
export function DeviceRepeatabilityCard({ device }: { device: RetestDevice }) {
  const card = useDeviceRepeatability(device.deviceLabel);
  const figures = card.data;
  const facts = [
    device.name === null ? null : device.deviceLabel,
    figures && t.pairs(figures.pairs - figures.refused, figures.pairs, figures.windowDays),
    figures?.refusalRate != null && t.refusal(String(Math.round(figures.refusalRate * 100))),
    device.lastPairAt && t.lastPair(dayjs(device.lastPairAt).format('YYYY-MM-DD')),
  ].filter(Boolean);
  return (
    <Card
      title={device.name ?? device.deviceLabel}
      extra={
        device.calibrated ? <Tag color="success">{t.calibrated}</Tag> : <Tag>{t.uncalibrated}</Tag>
      }
      loading={card.isPending}
      aria-label={device.name ?? device.deviceLabel}
      role="region"
    >
      {figures && (
        <Flex vertical gap="middle">
          <Typography.Text type="secondary">{facts.join(' · ')}</Typography.Text>
          <NextSteps device={device} dimensions={figures.dimensions} />
          <Table
            size="small"
            rowKey="dimension"
            pagination={false}
            columns={columns}
            dataSource={figures.dimensions}
          />
          <RetestScatter dimensions={figures.dimensions} />
        </Flex>
      )}
      {card.isError && <Alert type="error" showIcon title={card.error.message} />}
    </Card>
  );
}
