import { CloudUploadOutlined } from '@ant-design/icons';
import type { ExampleCase } from '@skinscope/contracts';
import { Button, Card, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notification';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useSubmitSearch } from '../../../lib/use-submit-search';
import { zhCN } from '../locale';
import { useDeleteCase } from '../api/delete-case';
import { caseListKey, useCaseList } from '../api/list-cases';
import type { CaseRights } from '../hooks/use-case-rights';
import { useCaseRights } from '../hooks/use-case-rights';
import { useCaseFilterParam } from '../hooks/use-case-filter-param';
import { toastCaseError } from '../lib/case-errors';
import { CaseAccessGate } from './case-access-gate';
import { CaseCard } from './case-card';
import { CaseDetailOverlay } from './case-detail-overlay';
import { CaseFilterPanel } from './case-filter-panel';
import { FoundItems } from './cases-page-parts';
import { LoadMore } from '../../../components/load-more/load-more';
import '../cases.css';
import { PageHeading } from '../../../components/page-heading/page-heading';

const t = zhCN.cases.excellent;

function CaseList({ rights }: { rights: CaseRights }) {
  const navigate = useNavigate();
  const [filter, applyFilter] = useCaseFilterParam();
  const [opened, setOpened] = useState<ExampleCase | null>(null);
  const list = useCaseList(filter);
  const remove = useDeleteCase(rights.user.id);
  const items = useMemo(() => list.data?.pages.flat() ?? [], [list.data]);
  const closeDetail = useCallback(() => setOpened(null), []);

  useErrorToast(list);

  const search = useSubmitSearch(filter, caseListKey, applyFilter);
  const deleteCase = (id: number) =>
    remove.mutateAsync(id).then(
      () => toast(t.deleted, 'success'),
      (error: unknown) => toastCaseError(error),
    );
  const filtered = filter.products.length > 0 || filter.cares.length > 0;

  return (
    <div className="cases-page">
      <Card variant="borderless" className="page-card">
        <PageHeading
          title={t.title}
          subtitle={t.subtitle}
          action={
            rights.canUpload && (
              <Button
                type="primary"
                icon={<CloudUploadOutlined aria-hidden />}
                onClick={() => void navigate('/example/excellent/upload')}
              >
                {t.upload}
              </Button>
            )
          }
        />
        <CaseFilterPanel
          key={caseListKey(filter).join('|')}
          initial={filter}
          busy={list.isFetching}
          onSearch={search}
        />
        <Typography.Title level={5} className="cases-list-title">
          {t.listTitle}
        </Typography.Title>
        <FoundItems
          count={items.length}
          fetching={list.isFetching}
          empty={filtered ? t.empty : t.emptyAll}
          className="cases-grid"
        >
          {items.map((item) => (
            <CaseCard
              key={item.id}
              item={item}
              canEdit={rights.canUpload}
              onOpen={() => setOpened(item)}
              onEdit={() => void navigate(`/example/excellent/upload?id=${item.id}`)}
              onDelete={() => deleteCase(item.id)}
            />
          ))}
        </FoundItems>
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
