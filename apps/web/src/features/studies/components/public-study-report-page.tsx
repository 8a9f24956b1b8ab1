import { PrinterOutlined } from '@ant-design/icons';
import type { PublicStudyReport } from '@skinscope/contracts';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { usePublicStudyReport } from '../api/get-public-study-report';
import { zhCN } from '../locale';
import { StudyReportBody, StudyReportNote } from './study-report-body';

const t = zhCN.sponsorPage;

/** Not for search engines: the report is the salon's and the brand's (the server says so too). */
const noIndex = <meta name="robots" content="noindex, nofollow, noarchive" />;

function Invalid({ error }: { error: Error }) {
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <main className="sponsor-page" role="alert">
      {noIndex}
      <Typography.Title level={3}>{gone ? t.invalidTitle : t.loadFailed}</Typography.Title>
      {gone && <Typography.Paragraph>{t.invalidHint}</Typography.Paragraph>}
    </main>
  );
}

const enrolledByVersion = (report: PublicStudyReport) =>
  new Map(report.versions.filter((v) => v.enrolled > 0).map((v) => [v.version, v.enrolled]));

/**
 * `/s/{token}` (issue 33 #6): the study report as its sponsor sees it, without sign-in — the
 * same sections as the report of those who run the study, in its aggregate form: no participant
 * code, line or list, and no export.
 */
export function PublicStudyReportPage() {
  const token = useParams().token ?? '';
  const report = usePublicStudyReport(token);
  if (report.isError) return <Invalid error={report.error} />;
  const data = report.data;
  return (
    <main className="sponsor-page">
      {noIndex}
      <div className="study-report print-alone">
        <Flex justify="space-between" align="start" gap="middle" wrap className="sponsor-header">
          <div>
            <Typography.Title level={2}>{data ? data.protocol.name : t.title}</Typography.Title>
            {data && (
              <Typography.Text type="secondary">
                {data.protocol.sponsor ? t.subtitle(data.protocol.sponsor) : t.title}
              </Typography.Text>
            )}
          </div>
          <Button
            icon={<PrinterOutlined />}
            onClick={() => window.print()}
            className="report-actions"
          >
            {zhCN.report.print}
          </Button>
        </Flex>
        <StudyReportNote />
        {data ? (
          <>
            <Typography.Paragraph type="secondary">{t.aggregateNote}</Typography.Paragraph>
            <StudyReportBody
              study={{ protocol: data.protocol, versions: data.versions, enrolled: data.enrolled }}
              analysis={data}
              enrolledByVersion={enrolledByVersion(data)}
            />
            <Typography.Paragraph type="secondary" className="sponsor-expiry">
              {t.expires(formatDate(data.expiresAt))}
            </Typography.Paragraph>
          </>
        ) : (
          <Skeleton active aria-label={t.loading} />
        )}
      </div>
    </main>
  );
}
