import { SearchOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { zhCN } from '../locale';
import type { CaseFilter } from '../api/list-cases';
import { CaseOptionGroups } from './case-option-groups';

const t = zhCN.cases.excellent;

/**
 * Spec §2: both lists are optional filters; nothing is searched until 搜索 is pressed.
 * Remount it (key) to show another applied filter.
 */
export function CaseFilterPanel({
  initial,
  busy,
  onSearch,
}: {
  initial: CaseFilter;
  busy: boolean;
  onSearch: (filter: CaseFilter) => void;
}) {
  const [draft, setDraft] = useState<CaseFilter>(initial);
  // Issue 17 #28: 清空 also lifts the applied filter, or the list would still be filtered.
  const clear = () => {
    const none = { products: [], cares: [] };
    setDraft(none);
    onSearch(none);
  };
  return (
    <div className="cases-filters">
      <CaseOptionGroups value={draft} onChange={setDraft} />
      <div className="cases-filter-actions">
        <Typography.Text type="secondary" className="cases-filter-hint">
          {t.filterHint}
        </Typography.Text>
        <Button onClick={clear}>{t.reset}</Button>
        <Button
          type="primary"
          icon={<SearchOutlined aria-hidden />}
          loading={busy}
          onClick={() => onSearch(draft)}
        >
          {t.search}
        </Button>
      </div>
    </div>
  );
}
