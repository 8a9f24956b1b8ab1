import type { Evaluation, ScanRecord } from '@skinscope/contracts';
import { Rate, Typography } from 'antd';
import { zhCN } from '../locale';
import { groupPhotosByPart, SHOWN_PHOTOS_PER_RECORD } from '../lib/scan-photos';
import { ConsultationResults, Section } from './consultation-results';
import { PartPhotosView } from './part-photos';
import { SkinStateLine } from './skin-state-line';

const t = zhCN.customers.records;
const EVALUATION_KEYS: readonly (keyof Evaluation)[] = ['all', 'effect', 'service', 'environment'];

function RecordPhotos({ record }: { record: ScanRecord }) {
  const photos = record.scan.photos;
  const parts = groupPhotosByPart(photos, SHOWN_PHOTOS_PER_RECORD);
  if (parts.length === 0) return <Typography.Text type="secondary">{t.noPhotos}</Typography.Text>;
  const hidden = photos.length - SHOWN_PHOTOS_PER_RECORD;
  return (
    <>
      <div className="customers-photo-grid">
        {parts.map((part) => (
          <PartPhotosView key={part.key} part={part} />
        ))}
      </div>
      {hidden > 0 && <Typography.Text type="secondary">{t.morePhotos(hidden)}</Typography.Text>}
    </>
  );
}

function EvaluationStars({ evaluation }: { evaluation: Evaluation }) {
  return (
    <div className="customers-evaluation">
      {EVALUATION_KEYS.map((key) => {
        const label = t.evaluationLabels[key];
        return (
          <div key={key} className="customers-evaluation-item">
            <Typography.Text type="secondary">{label}</Typography.Text>
            <Rate disabled value={evaluation[key]} aria-label={`${label} ${evaluation[key]}`} />
          </div>
        );
      })}
    </div>
  );
}

/** A scan record opened in the member's detail: photos, evaluation and the visit's results. */
export function RecordBody({ record }: { record: ScanRecord }) {
  return (
    <>
      <Section title={t.photos}>
        <SkinStateLine state={record.skinState} />
        <RecordPhotos record={record} />
      </Section>
      {record.evaluation && (
        <Section title={t.evaluation}>
          <EvaluationStars evaluation={record.evaluation} />
        </Section>
      )}
      <ConsultationResults record={record} />
    </>
  );
}
