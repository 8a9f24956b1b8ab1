import type { AuditAction } from '@skinscope/contracts';
import { AuditActionSchema } from '@skinscope/contracts';
import { SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useErrorToast } from '../../../lib/use-error-toast';
import { zhCN } from '../locale';
import { useAudit } from '../api/get-audit';
import type { AuditFilter } from '../api/get-audit';
import { AdminLayout } from './admin-layout';
import { AuditTable, auditActionLabel } from './audit-table';
import { FilingCard } from './filing-card';
import { LoadMore } from '../../../components/load-more/load-more';

const t = zhCN.audit;

const actionOptions = AuditActionSchema.options.map((action) => ({
  value: action,
  label: auditActionLabel(action),
}));

interface AuditFields {
  action?: AuditAction;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

function AuditList({ filter }: { filter: AuditFilter }) {
  const audit = useAudit(filter);
  useErrorToast(audit);
  const entries = audit.data?.pages.flat() ?? [];
  return (
    <>
      <AuditTable entries={entries} loading={audit.isFetching && !audit.isFetchingNextPage} />
      <LoadMore query={audit} count={entries.length} allLoadedText={zhCN.admin.allLoaded} />
    </>
  );
}

/** Beyond the spec (ARCHITECTURE §4): who did what, when, from where; filter by action and day. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({ serial: 0 });
  const search = ({ action, dates }: AuditFields) =>
    setFilter((previous) => ({
      action,
      // Whole days in the browser's time zone, both ends included.
      from: dates?.[0]?.startOf('day').toISOString(),
      to: dates?.[1]?.endOf('day').toISOString(),
      serial: previous.serial + 1,
    }));
  return (
    <AdminLayout section="audit" title={t.title} subtitle={t.subtitle}>
      <FilingCard />
      <Form<AuditFields>
        name="audit-filter"
        layout="inline"
        onFinish={search}
        className="admin-filters"
      >
        <Form.Item name="action" label={t.actionLabel}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t.actionPlaceholder}
            options={actionOptions}
            className="audit-action-select"
          />
        </Form.Item>
        <Form.Item name="dates" label={t.dateLabel}>
          <DatePicker.RangePicker
            allowEmpty={[true, true]}
            placeholder={[t.dateStart, t.dateEnd]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
            {zhCN.admin.search}
          </Button>
        </Form.Item>
      </Form>
      <AuditList filter={filter} />
    </AdminLayout>
  );
}
