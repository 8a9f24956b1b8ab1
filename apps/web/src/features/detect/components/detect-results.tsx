import dayjs from 'dayjs';
import type { DetectResult } from '@skinscope/contracts';
import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { showImage } from '../../../lib/image-viewer';
import { zhCN } from '../../../locales/zh-CN';
import { detectRows } from '../../../lib/detect-format';
import type { DetectRow } from '../../../lib/detect-format';

const t = zhCN.detect;

const columns: TableColumnsType<DetectRow> = [
  { title: t.columns.part, dataIndex: 'part', width: 120 },
  {
    title: t.columns.image,
    dataIndex: 'image',
    width: 170,
    render: (image: string | null, row) =>
      image ? (
        <button
          type="button"
          className="detect-mark"
          aria-label={t.viewImage(row.part)}
          onClick={() => showImage(image)}
        >
          <img src={image} alt={t.imageAlt(row.part)} loading="lazy" />
        </button>
      ) : (
        <Typography.Text type="secondary">{t.noImage}</Typography.Text>
      ),
  },
  { title: t.columns.score, dataIndex: 'score', width: 100, align: 'right' },
  { title: t.columns.level, dataIndex: 'level', width: 100 },
  {
    title: t.columns.details,
    dataIndex: 'details',
    render: (details: string[]) =>
      details.length > 0 ? (
        <div className="detect-details">
          {details.map((detail) => (
            <span key={detail}>{detail}</span>
          ))}
        </div>
      ) : (
        <Typography.Text type="secondary">/</Typography.Text>
      ),
  },
];

/** The seven dimensions with their marked images (spec §2 results table). */
export function DetectResults({ result }: { result: DetectResult }) {
  return (
    <section className="detect-results" aria-labelledby="detect-results-title">
      <div className="detect-results-head">
        <Typography.Title level={4} id="detect-results-title">
          {t.resultTitle}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t.version(result.version.engine, result.version.calibration)}
        </Typography.Text>
        <Typography.Text type={result.calibration ? 'secondary' : 'warning'}>
          {result.calibration
            ? t.deviceCalibrated(
                result.calibration.name,
                result.calibration.version,
                dayjs(result.calibration.calibratedAt).format('YYYY-MM-DD'),
              )
            : t.uncalibrated}
        </Typography.Text>
      </div>
      <Table<DetectRow>
        rowKey="key"
        columns={columns}
        dataSource={detectRows(result)}
        pagination={false}
        size="middle"
      />
    </section>
  );
}
