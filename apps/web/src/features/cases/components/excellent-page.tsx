import { CloudUploadOutlined } from '@ant-design/icons';
import type { ExampleCase } from '@skinscope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useDeleteCase } from '../api/delete-case';
import { caseListKey, useCaseList } from '../api/list-cases';
import type { CaseFilter } from '../api/list-cases';
import type { CaseRights } from '../hooks/use-case-rights';
import { useCaseRights } from '../hooks/use-case-rights';
import { useCaseFilterParam } from '../hooks/use-case-filter-param';
import { toastCaseError } from '../lib/case-errors';
import { CaseAccessGate } from './case-access-gate';
import { CaseCard } from './case-card';
import { CaseDetailOverlay } from './case-detail-overlay';
import { CaseFilterPanel } from './case-filter-panel';
import { LoadMore } from '../../../components/load-more/load-more';
import '../cases.css';

const t = zhCN.cases.excellent;
const sameFilter = (a: CaseFilter, b: CaseFilter) =>
  a.products.join(',') === b.products.join(',') && a.cares.join(',') === b.cares.join(',');

function CaseList({ rights }: { rights: CaseRights }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filter, applyFilter] = useCaseFilterParam();
  const [opened, setOpened] = useState<ExampleCase | null>(null);
  const list = useCaseList(filter);
  const remove = useDeleteCase(rights.user.id);
  const items = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const closeDetail = useCallback(() => setOpened(null), []);

  useEffect(() => {
    if (list.isError) toastError(list.error);
  }, [list.isError, list.error]);

  const search = (next: CaseFilter) => {
    // The same filter again is still a new search: from page 0, old pages dropped.
    if (sameFilter(next, filter)) void queryClient.resetQueries({ queryKey: caseListKey(next) });
    else applyFilter(next);
  };
  const deleteCase = (id: number) =>
    remove.mutateAsync(id).then(
      () => toast(t.deleted, 'success'),
      (error: unknown) => toastCaseError(error),
    );
  const filtered = filter.products.length > 0 || filter.cares.length > 0;

  return (
    <div className="cases-page">
      <Card variant="borderless" className="page-card">
        <div className="page-heading">
          <div>
            <Typography.Title level={3}>{t.title}</Typography.Title>
            <Typography.Text type="secondary">{t.subtitle}</Typography.Text>
          </div>
          {rights.canUpload && (
            <Button
              type="primary"
              icon={<CloudUploadOutlined aria-hidden />}
              onClick={() => void navigate('/example/excellent/upload')}
            >
              {t.upload}
            </Button>
          )}
        </div>
        <CaseFilterPanel
          key={caseListKey(filter).join('|')}
          initial={filter}
          busy={list.isFetching}
          onSearch={search}
        />
        <Typography.Title level={5} className="cases-list-title">
          {t.listTitle}
        </Typography.Title>
        {items.length > 0 ? (
          <div className="cases-grid">
            {items.map((item) => (
              <CaseCard
                key={item.id}
                item={item}
                canEdit={rights.canEdit(item)}
                onOpen={() => setOpened(item)}
                onEdit={() => void navigate(`/example/excellent/upload?id=${item.id}`)}
                onDelete={() => deleteCase(item.id)}
              />
            ))}
          </div>
        ) : (
          <div className="cases-empty">
            {list.isFetching ? <Spin /> : <Empty description={filtered ? t.empty : t.emptyAll} />}
          </div>
        )}
        <LoadMore query={list} count={items.length} allLoadedText={t.allLoaded} />
      </Card>
      {opened && <CaseDetailOverlay item={opened} onClose={closeDetail} />}
    </div>
  );
}

function ExcellentScreen() {
  const rights = useCaseRights();
  return rights ? <CaseList rights={rights} /> : null;
}

/** Spec §2 example/excellent: the case library, newest first, 10 at a time. */
export function ExcellentPage() {
  return (
    <CaseAccessGate>
      <ExcellentScreen />
    </CaseAccessGate>
  );
}
