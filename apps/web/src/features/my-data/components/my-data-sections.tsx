import type { MyData } from '@skinscope/contracts';
import { Card, Empty, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';
import { myDataText as t } from '../locale';

/** One section of the page: a card with its title, or a quiet line when there is nothing. */
export function Section({
  title,
  hint,
  empty,
  children,
}: {
  title: string;
  hint?: string;
  /** Shown instead of the children when set. */
  empty?: string | false;
  children?: ReactNode;
}) {
  return (
    <Card size="small" title={<h2 className="my-data-title">{title}</h2>} className="my-data-card">
      {hint && <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>}
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : children}
    </Card>
  );
}

export function VisitsSection({ visits }: { visits: MyData['visits'] }) {
  return (
    <Section title={t.visitsTitle} empty={visits.length === 0 && t.noVisits}>
      <List
        size="small"
        dataSource={visits}
        renderItem={(visit) => (
          <List.Item>
            <List.Item.Meta
              title={`${formatDate(visit.date)}${visit.storeName ? ` · ${visit.storeName}` : ''}`}
              description={
                <>
                  <div className="my-data-tags">
                    {visit.parts.length === 0 ? (
                      <Typography.Text type="secondary">{t.noParts}</Typography.Text>
                    ) : (
                      visit.parts.map((part) => <Tag key={part}>{part}</Tag>)
                    )}
                  </div>
                  {t.visitLine(visit.photos, visit.analyses)}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Section>
  );
}

export function AnalysesSection({ analyses }: { analyses: MyData['analyses'] }) {
  return (
    <Section title={t.analysesTitle}>
      <Typography.Paragraph strong>{t.analysesLine(analyses.count)}</Typography.Paragraph>
      {analyses.first && analyses.last && (
        <Typography.Paragraph>
          {t.analysesRange(formatDate(analyses.first), formatDate(analyses.last))}
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary">{t.analysesHint}</Typography.Text>
    </Section>
  );
}

export function ConsentsSection({ consents }: { consents: MyData['consents'] }) {
  return (
    <Section title={t.consentsTitle} empty={consents.length === 0 && t.noConsents}>
      <List
        size="small"
        dataSource={consents}
        renderItem={(consent) => (
          <List.Item>
            <List.Item.Meta
              title={formatDate(consent.givenAt)}
              description={
                <>
                  <div>{t.consentLine(consent.version)}</div>
                  {consent.guardianRelation && <div>{t.guardian(consent.guardianRelation)}</div>}
                </>
              }
            />
          </List.Item>
        )}
      />
    </Section>
  );
}

/** Who opened her photos, per staff member and day: the audit log's reads, nobody else's. */
export function PhotoViewsSection({ views }: { views: MyData['photoViews'] }) {
  return (
    <Section title={t.viewsTitle} hint={t.viewsHint} empty={views.length === 0 && t.noViews}>
      <List
        size="small"
        data-testid="photo-views"
        dataSource={views}
        renderItem={(view) => (
          <List.Item
            extra={<Typography.Text type="secondary">{t.viewLine(view.count)}</Typography.Text>}
          >
            <List.Item.Meta
              title={view.staffName}
              description={[formatDate(view.date), view.storeName].filter(Boolean).join(' · ')}
            />
          </List.Item>
        )}
      />
    </Section>
  );
}
