import type { StudyAggregateView, StudyAnalysisView } from '@skinscope/contracts';
import { STUDY_REPORT_NOTE } from '@skinscope/domain';
import { Alert, Typography } from 'antd';
import { dimensionName } from '../lib/protocol-options';
import { zhCN } from '../locale';
import { ClaimTiersTable } from './claim-tiers-table';
import { ConsortFlow } from './consort-flow';
import { EndpointCharts } from './endpoint-charts';
import { EndpointTable } from './endpoint-table';
import { ProtocolSummary, type StudyShown } from './protocol-summary';
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

/** The fixed note 非注册备案功效评价报告 that heads the report and every printed page. */
export function StudyReportNote() {
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title={STUDY_REPORT_NOTE}
        description={t.noteText}
        className="report-note"
      />
      <PrintFooter />
    </>
  );
}

/**
 * The report's sections: protocol, flow, each endpoint's table and charts, the claim tiers.
 * Those who run the study pass the analysis (each participant's line among the charts); the
 * sponsor's page passes the aggregate, which has no values to draw.
 */
export function StudyReportBody({
  study,
  analysis,
  enrolledByVersion,
}: {
  study: StudyShown;
  analysis: StudyAnalysisView | StudyAggregateView;
  /** How many enrolled under each protocol version that has anyone (the flow says so). */
  enrolledByVersion: ReadonlyMap<number, number>;
}) {
  return (
    <>
      <section aria-label={t.protocolTitle} className="report-section">
        <Typography.Title level={4}>{t.protocolTitle}</Typography.Title>
        <ProtocolSummary study={study} />
      </section>
      <ConsortFlow analysis={analysis} versions={enrolledByVersion} />
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
