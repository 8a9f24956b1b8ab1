import { ArrowLeftOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { apiRoutes, type StudyAnalysisView, type StudyDetail } from '@skinscope/contracts';
import { STUDY_REPORT_NOTE } from '@skinscope/domain';
import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useStudy } from '../api/get-study';
import { useStudyAnalysis } from '../api/get-study-analysis';
import { dimensionName } from '../lib/protocol-options';
import { zhCN } from '../locale';
import { ClaimTiersTable } from './claim-tiers-table';
import { ConsortFlow } from './consort-flow';
import { EndpointCharts } from './endpoint-charts';
import { EndpointTable } from './endpoint-table';
import { ProtocolSummary } from './protocol-summary';
import type { StudyFrame } from './study-frame';
import './study-report.css';

const t = zhCN.report;

/**
 * The fixed note in every printed page's bottom margin, with the page number: a page margin box
 * of the print stylesheet, written here so that its words stay in the locale file. (A fixed
 * element in the page overlapped the content at each page's end.)
 */
function PrintFooter() {
  const content = `${JSON.stringify(t.footer(STUDY_REPORT_NOTE))} "  " counter(page) " / " counter(pages)`;
  return (
    <style>{`@media print { @page { @bottom-center { content: ${content}; font-size: 8pt; color: #666; } } }`}</style>
  );
}

/** How many enrolled under each protocol version, in version order. */
function enrolledByVersion(study: StudyDetail): Map<number, number> {
  const counts = new Map<number, number>();
  for (const version of study.versions) counts.set(version.version, 0);
  for (const participant of study.participants)
    counts.set(participant.protocolVersion, (counts.get(participant.protocolVersion) ?? 0) + 1);
  return new Map([...counts].filter(([, count]) => count > 0));
}

function ReportBody({ study, analysis }: { study: StudyDetail; analysis: StudyAnalysisView }) {
  return (
    <>
      <section aria-label={t.protocolTitle} className="report-section">
        <Typography.Title level={4}>{t.protocolTitle}</Typography.Title>
        <ProtocolSummary study={study} />
      </section>
      <ConsortFlow analysis={analysis} versions={enrolledByVersion(study)} />
      {analysis.endpoints.map((endpoint) => {
        const name = dimensionName(endpoint.dimension);
        const title = t.endpointTitle(name, endpoint.role === 'primary');
        return (
          <section key={endpoint.dimension} aria-label={title} className="report-section">
            <Typography.Title level={4}>{title}</Typography.Title>
            <EndpointTable endpoint={endpoint} design={study.protocol.design} />
            <Typography.Paragraph type="secondary" className="report-small">
              {t.changeNote}
            </Typography.Paragraph>
            <EndpointCharts endpoint={endpoint} name={name} />
          </section>
        );
      })}
      <ClaimTiersTable protocol={study.protocol} />
    </>
  );
}

/**
 * The study report (issue 33 #4), on screen and printed on A4 through the browser: participants
 * only by code, the fixed note at the top and in every printed page's footer.
 */
export function StudyReportPage({ Frame }: { Frame: StudyFrame }) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const study = useStudy(id);
  const analysis = useStudyAnalysis(id);
  useErrorToast(study);
  useErrorToast(analysis);
  const actions = (
    <Flex gap="small" className="report-actions">
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(`/admin/studies/${id}`)}>
        {t.back}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        href={apiRoutes.studyExport.path.replace(':id', String(id))}
        download
      >
        {t.export}
      </Button>
      <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
        {t.print}
      </Button>
    </Flex>
  );
  return (
    <Frame
      title={study.data ? `${study.data.name} · ${t.title}` : t.title}
      subtitle=""
      extra={actions}
    >
      <div className="study-report">
        <Alert
          type="warning"
          showIcon
          title={STUDY_REPORT_NOTE}
          description={t.noteText}
          className="report-note"
        />
        {study.data && analysis.data ? (
          <ReportBody study={study.data} analysis={analysis.data} />
        ) : (
          <Skeleton active />
        )}
        <PrintFooter />
      </div>
    </Frame>
  );
}
