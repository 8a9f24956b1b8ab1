import type { Evaluation, ScanRecord } from '@skinscope/contracts';
import { careItem, parseStoredRecommend } from '@skinscope/domain';
import { Rate, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { zhCN } from '../locale';
import { groupPhotosByPart, SHOWN_PHOTOS_PER_RECORD } from '../lib/scan-photos';
import { PartPhotosView } from './part-photos';

const t = zhCN.customers.records;
const EVALUATION_KEYS: readonly (keyof Evaluation)[] = ['all', 'effect', 'service', 'environment'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="customers-record-section">
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

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

function Names({ names }: { names: string[] }) {
  return (
    <div className="customers-tags">
      {names.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </div>
  );
}

/** A scan record opened in the member's detail: photos, evaluation and recommendations. */
export function RecordBody({ record }: { record: ScanRecord }) {
  const recommend = record.recommend ? parseStoredRecommend(record.recommend) : null;
  const careNames = recommend?.care.flatMap((key) => careItem(key)?.name ?? []) ?? [];
  const goodsNames = recommend?.goods.map((item) => item.name) ?? [];
  return (
    <>
      <Section title={t.photos}>
        <RecordPhotos record={record} />
      </Section>
      {record.evaluation && (
        <Section title={t.evaluation}>
          <EvaluationStars evaluation={record.evaluation} />
        </Section>
      )}
      {careNames.length > 0 && (
        <Section title={t.care}>
          <Names names={careNames} />
        </Section>
      )}
      {goodsNames.length > 0 && (
        <Section title={t.goods}>
          <Names names={goodsNames} />
        </Section>
      )}
    </>
  );
}
