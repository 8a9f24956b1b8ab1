import type { AnaPart } from '@skinscope/contracts';
import { Alert, Typography } from 'antd';
import { detectRows, type DetectRow } from '../../../lib/detect-format';
import { showImage } from '../../../lib/image-viewer';
import { zhCN } from '../locale';

const t = zhCN.customers.report;

/** Where a part's analysis stands, when it is not simply done: analysing, failed, or one photo. */
export function PartAnalysisStatus({ part }: { part: AnaPart }) {
  const { detection } = part;
  if (detection.status === 'pending')
    return <Alert type="info" showIcon title={t.analysing} className="customers-part-status" />;
  if (detection.status === 'incomplete')
    return <Typography.Text type="secondary">{t.incomplete}</Typography.Text>;
  if (detection.status === 'failed')
    return (
      <Alert
        type="warning"
        showIcon
        className="customers-part-status"
        title={t.failed}
        description={detection.reasons.map((reason) => reason.message).join('；')}
      />
    );
  return null;
}

function Figure({ name, row }: { name: string; row: DetectRow }) {
  if (!row.image) return null;
  const image = row.image;
  return (
    <figure className="customers-figure">
      <button type="button" onClick={() => showImage(image)}>
        <img src={image} alt={t.figureAlt(name, row.part)} loading="lazy" />
      </button>
      <figcaption>
        <Typography.Text strong>{row.part}</Typography.Text>
        <span>
          {row.score} · {row.level}
        </span>
        <Typography.Text type="secondary">{row.details.join('，')}</Typography.Text>
      </figcaption>
    </figure>
  );
}

/** The analysis tab's part: the seven marked images with score, severity and details. */
export function PartFigures({ part, name }: { part: AnaPart; name: string }) {
  const { detection } = part;
  if (detection.status !== 'done') return <PartAnalysisStatus part={part} />;
  return (
    <div className="customers-figures">
      {detectRows(detection.dimensions).map((row) => (
        <Figure key={row.key} name={name} row={row} />
      ))}
    </div>
  );
}
