import type { PublicReport } from '@skinscope/contracts';
import { PrinterOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { usePublicReport } from '../api/get-public-report';
import { useReportParts } from '../hooks/use-report-parts';
import { reportText as t } from '../locale';
import { summariseReport } from '../lib/report-summary';
import { CarePlan } from './care-plan';
import { ReportPart } from './report-part';
import { ReportSummaryCard } from './report-summary';
import '../report.css';

function Header({ report }: { report: PublicReport }) {
  return (
    <header className="report-card report-header">
      <h1>{t.title}</h1>
      <dl>
        <dt>{t.store}</dt>
        <dd>{report.storeName ?? '/'}</dd>
        <dt>{t.consultant}</dt>
        <dd>{report.consultantName}</dd>
        <dt>{t.customer}</dt>
        <dd>
          {report.customerName} {report.mobile}
        </dd>
        <dt>{t.visitDate}</dt>
        <dd>{formatDateTime(report.visitDate)}</dd>
      </dl>
    </header>
  );
}

/**
 * Issue 29 #14: the report is hers, not the web's. React puts this in the document's head; the
 * server also says it in X-Robots-Tag for crawlers that run no script.
 */
const noIndex = <meta name="robots" content="noindex, nofollow, noarchive" />;

function Invalid({ error }: { error: Error }) {
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <main className="report-page report-invalid" role="alert">
      {noIndex}
      <h1>{gone ? t.invalidTitle : t.loadFailed}</h1>
      {gone && <p>{t.invalidHint}</p>}
    </main>
  );
}

/**
 * `/r/{token}` (issue 19 #3): the customer's own report on her phone, without sign-in — store
 * and consultant; first a one-screen summary (what changed, what to care for, the plan: issue
 * 29 #9), then each part folded (results and marked images with the change since last time),
 * then the whole care plan. Prints as clean A4 pages, every part open.
 */
export function PublicReportPage() {
  const token = useParams().token ?? '';
  const report = usePublicReport(token);
  const parts = useReportParts(report.data);
  const summary = useMemo(() => report.data && summariseReport(report.data), [report.data]);

  if (report.isError) return <Invalid error={report.error} />;
  if (!report.data)
    return (
      <main className="report-page">
        {noIndex}
        <p className="report-loading">{t.loading}</p>
      </main>
    );
  const data = report.data;
  return (
    <main className="report-page">
      {noIndex}
      <Header report={data} />
      {summary && <ReportSummaryCard summary={summary} plan={data.carePlan} />}
      <section className="report-results" aria-labelledby="report-results-title">
        <h2 id="report-results-title">{t.resultsTitle}</h2>
        {data.parts.length === 0 ? (
          <p className="report-hint">{t.noParts}</p>
        ) : (
          <p className="report-hint">{t.resultsHint}</p>
        )}
        {data.parts.map((part, index) => (
          <ReportPart
            key={`${index}-${part.part}`}
            part={part}
            first={index === 0}
            open={parts.isOpen(index)}
            onToggle={(opened) => parts.toggle(index, opened)}
          />
        ))}
      </section>
      <CarePlan plan={data.carePlan} />
      <footer className="report-footer">
        <p>{t.footer}</p>
        <p>{t.expires(formatDate(data.expiresAt))}</p>
        <button type="button" className="report-print" onClick={parts.print}>
          <PrinterOutlined aria-hidden /> {t.print}
        </button>
        {/* Issue 34 #1: what the salon keeps about her, and her requests, from her report. */}
        <Link to={`/d/${token}`} className="report-print report-my-data">
          <SafetyCertificateOutlined aria-hidden /> {t.myData}
        </Link>
        <p className="report-my-data-hint">{t.myDataHint}</p>
      </footer>
    </main>
  );
}
