import type { PublicReport } from '@skinscope/contracts';
import { PrinterOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { usePublicReport } from '../api/get-public-report';
import { reportText as t } from '../locale';
import { CarePlan } from './care-plan';
import { ReportPart } from './report-part';
import '../report.css';

const formatDateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** Staff's 打印 opens the page with ?print=1: print once the report and its images are in. */
function usePrintWhenLoaded(report: PublicReport | undefined) {
  const [params] = useSearchParams();
  const wanted = params.get('print') === '1';
  useEffect(() => {
    if (!wanted || !report) return;
    const images = [...document.querySelectorAll<HTMLImageElement>('.report-page img')];
    const loaded = images.map((image) => {
      // Lazy images far down the page would never load before printing.
      image.loading = 'eager';
      return image.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          });
    });
    void Promise.all(loaded).then(() => window.print());
  }, [wanted, report]);
}

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

function Invalid({ error }: { error: Error }) {
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <main className="report-page report-invalid" role="alert">
      <h1>{gone ? t.invalidTitle : t.loadFailed}</h1>
      {gone && <p>{t.invalidHint}</p>}
    </main>
  );
}

/**
 * `/r/{token}` (issue 19 #3): the customer's own report on her phone, without sign-in — store
 * and consultant, each part's results and marked images with the change since last time, and the
 * care plan. Prints as clean A4 pages.
 */
export function PublicReportPage() {
  const token = useParams().token ?? '';
  const report = usePublicReport(token);
  usePrintWhenLoaded(report.data);

  if (report.isError) return <Invalid error={report.error} />;
  if (!report.data)
    return (
      <main className="report-page">
        <p className="report-loading">{t.loading}</p>
      </main>
    );
  const data = report.data;
  return (
    <main className="report-page">
      <Header report={data} />
      <section className="report-results">
        <h2>{t.resultsTitle}</h2>
        {data.parts.length === 0 && <p className="report-hint">{t.noParts}</p>}
        {data.parts.map((part, index) => (
          <ReportPart key={`${index}-${part.part}`} part={part} />
        ))}
      </section>
      <CarePlan plan={data.carePlan} />
      <footer className="report-footer">
        <p>{t.footer}</p>
        <p>{t.expires(dayjs(data.expiresAt).format('YYYY-MM-DD'))}</p>
        <button type="button" className="report-print" onClick={() => window.print()}>
          <PrinterOutlined aria-hidden /> {t.print}
        </button>
      </footer>
    </main>
  );
}
