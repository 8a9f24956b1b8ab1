import type { User } from '@skinscope/contracts';
import { Card } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useSubmitSearch } from '../../../lib/use-submit-search';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';
import { faceSearchKey, useFaceRecordSearch } from '../api/search-face-records';
import { useFaceSearchParam } from '../hooks/use-face-search-param';
import { memberDetailPath } from '../lib/member-id';
import { CaseAccessGate } from './case-access-gate';
import { FoundItems } from './cases-page-parts';
import { FaceRecordCard } from './face-record-card';
import { FaceSearchForm } from './face-search-form';
import { LoadMore } from '../../../components/load-more/load-more';
import '../cases.css';
import { PageHeading } from '../../../components/page-heading/page-heading';

const t = zhCN.cases.face;

function FaceSearchScreen({ user }: { user: User }) {
  const navigate = useNavigate();
  const [search, applySearch] = useFaceSearchParam();
  const results = useFaceRecordSearch(user, search);
  const rows = useMemo(() => results.data?.pages.flat() ?? [], [results.data]);
  const searchKey = faceSearchKey(search);

  useErrorToast(results);

  const onSearch = useSubmitSearch(search, faceSearchKey, applySearch);

  return (
    <div className="cases-page">
      <Card variant="borderless" className="page-card">
        <PageHeading title={t.title} subtitle={t.subtitle} />
        <FaceSearchForm
          key={searchKey.join('|')}
          initial={search}
          busy={results.isFetching}
          onSearch={onSearch}
        />
        <FoundItems
          count={rows.length}
          fetching={results.isFetching}
          empty={t.empty}
          className="cases-face-list"
        >
          {rows.map((row) => (
            <FaceRecordCard
              key={row.recordId}
              result={row}
              onOpen={() => void navigate(memberDetailPath(row.recCustomerId, row.scan.scope))}
            />
          ))}
        </FoundItems>
        <LoadMore query={results} count={rows.length} allLoadedText={t.allLoaded} />
      </Card>
    </div>
  );
}

function FaceSearchGuarded() {
  const user = useSession()?.user;
  return user ? <FaceSearchScreen user={user} /> : null;
}

/** Spec §2 example/face: detection records of visible customers, 10 at a time. */
export function FaceSearchPage() {
  return (
    <CaseAccessGate>
      <FaceSearchGuarded />
    </CaseAccessGate>
  );
}
