import type { AuditAction, AuditEntry } from '@skinscope/contracts';
import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { zhCN } from '../locale';

const t = zhCN.audit;
const actionLabels: Record<AuditAction, string> = t.actions;

/** A Chinese label for every action code; a code from a newer server shows as it is. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(actionLabels, action) ? actionLabels[action as AuditAction] : action;
}

function targetLabel(entry: AuditEntry): string {
  if (!entry.targetType) return '/';
  const type = t.targets[entry.targetType] ?? entry.targetType;
  return entry.targetId ? `${type} #${entry.targetId}` : type;
}

/** Time, actor, action, target and address of each entry, newest first. */
export function AuditTable({ entries, loading }: { entries: AuditEntry[]; loading: boolean }) {
  const columns: TableColumnsType<AuditEntry> = [
    {
      key: 'at',
      title: t.columns.at,
      width: 180,
      render: (_, entry) => dayjs(entry.at).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'actor',
      title: t.columns.actor,
      width: 160,
      render: (_, entry) =>
        entry.actorName ?? <Typography.Text type="secondary">{t.system}</Typography.Text>,
    },
    {
      key: 'action',
      title: t.columns.action,
      render: (_, entry) => (
        <Tag color={entry.action.startsWith('admin.') ? 'magenta' : 'default'}>
          {auditActionLabel(entry.action)}
        </Tag>
      ),
    },
    { key: 'target', title: t.columns.target, width: 150, render: (_, e) => targetLabel(e) },
    { key: 'ip', title: t.columns.ip, width: 140, render: (_, entry) => entry.ip ?? '/' },
  ];
  return (
    <Table<AuditEntry>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={entries}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t.empty }}
    />
  );
}
