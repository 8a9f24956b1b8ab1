import type { MyData } from '@skinscope/contracts';
import { useParams } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { ApiError } from '../../../lib/api-error';
import { useMyData } from '../api/get-my-data';
import { myDataText as t } from '../locale';
import { MyDataRequests } from './my-data-requests';
import {
  AnalysesSection,
  ConsentsSection,
  PhotoViewsSection,
  VisitsSection,
} from './my-data-sections';
import '../my-data.css';

/** Hers, not the web's: as the report (DECISIONS "Not for search engines"). */
const noIndex = <meta name="robots" content="noindex, nofollow, noarchive" />;

function Header({ data }: { data: MyData }) {
  return (
    <header className="my-data-card my-data-header">
      <h1>{t.title}</h1>
      <p className="my-data-intro">{t.intro}</p>
      <dl>
        <dt>{t.customer}</dt>
        <dd>
          {data.customerName} {data.mobile}
        </dd>
        <dt>{t.store}</dt>
        <dd>{data.storeName ?? '/'}</dd>
        <dt>{t.registeredAt}</dt>
        <dd>{formatDate(data.registeredAt)}</dd>
      </dl>
    </header>
  );
}

/**
 * `/d/{token}` (issue 34 #1): 我的数据 on her phone, without sign-in, through a data link or any
 * of her report links — what is stored about her, who viewed her photos, and her requests.
 */
export function MyDataPage() {
  const token = useParams().token ?? '';
  const page = useMyData(token);
  if (page.isError) {
    const gone = page.error instanceof ApiError && page.error.status === 404;
    return (
      <main className="my-data-page my-data-invalid" role="alert">
        {noIndex}
        <h1>{gone ? t.invalidTitle : t.loadFailed}</h1>
        {gone && <p>{t.invalidHint}</p>}
      </main>
    );
  }
  if (!page.data)
    return (
      <main className="my-data-page">
        {noIndex}
        <p className="my-data-loading">{t.loading}</p>
      </main>
    );
  const data = page.data;
  return (
    <main className="my-data-page">
      {noIndex}
      <Header data={data} />
      <PhotoViewsSection views={data.photoViews} />
      <VisitsSection visits={data.visits} />
      <AnalysesSection analyses={data.analyses} />
      <ConsentsSection consents={data.consents} />
      <MyDataRequests token={token} requests={data.requests} />
      <footer className="my-data-footer">
        <p>{t.footer}</p>
        <p>{t.expires(formatDate(data.expiresAt))}</p>
      </footer>
    </main>
  );
}
