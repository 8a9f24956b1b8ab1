import type { User } from '@skinscope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Empty, Spin, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toastError } from '../../../lib/notification';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';
import { faceSearchKey, useFaceRecordSearch } from '../api/search-face-records';
import type { FaceSearch } from '../api/search-face-records';
import { useFaceSearchParam } from '../hooks/use-face-search-param';
import { memberDetailPath } from '../lib/member-id';
import { CaseAccessGate } from './case-access-gate';
import { FaceRecordCard } from './face-record-card';
import { FaceSearchForm } from './face-search-form';
import { LoadMore } from '../../../components/load-more/load-more';
import '../cases.css';

const t = zhCN.cases.face;

function FaceSearchScreen({ user }: { user: User }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, applySearch] = useFaceSearchParam();
  const results = useFaceRecordSearch(user, search);
  const rows = useMemo(() => results.data?.pages.flat() ?? [], [results.data]);
  const searchKey = faceSearchKey(search);

  useEffect(() => {
    if (results.isError) toastError(results.error);
  }, [results.isError, results.error]);

  const onSearch = (next: FaceSearch) => {
    // The same words again: still a new search, from page 0 with the old cards cleared.
    if (faceSearchKey(next).join('|') === searchKey.join('|'))
      void queryClient.resetQueries({ queryKey: searchKey });
    else applySearch(next);
  };

  return (
    <div className="cases-page">
      <Card variant="borderless" className="page-card">
        <div className="page-heading">
          <div>
            <Typography.Title level={3}>{t.title}</Typography.Title>
            <Typography.Text type="secondary">{t.subtitle}</Typography.Text>
          </div>
        </div>
        <FaceSearchForm
          key={searchKey.join('|')}
          initial={search}
          busy={results.isFetching}
          onSearch={onSearch}
        />
        {rows.length > 0 ? (
          <div className="cases-face-list">
            {rows.map((row) => (
              <FaceRecordCard
                key={row.recordId}
                result={row}
                onOpen={() => void navigate(memberDetailPath(row.recCustomerId, row.scan.scope))}
              />
            ))}
          </div>
        ) : (
          <div className="cases-empty">
            {results.isFetching ? <Spin /> : <Empty description={t.empty} />}
          </div>
        )}
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
