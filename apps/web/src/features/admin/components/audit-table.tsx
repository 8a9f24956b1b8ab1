import type { AuditAction, AuditEntry } from '@skinscope/contracts';
import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { zhCN } from '../locale';

const t = zhCN.audit;
const actionLabels: Record<AuditAction, string> = t.actions;

/** A Chinese label for every action code; a code from a newer server shows as it is. */
export function auditActionLabel(action: string): string {
  return Object.hasOwn(actionLabels, action) ? actionLabels[action as AuditAction] : action;
}

/**
 * Issue 17 #18: the target in words (kind and name, never a raw id or photo path), linked to
 * the record's report or the customer's detail when it concerns one.
 */
function TargetCell({ entry }: { entry: AuditEntry }) {
  if (!entry.targetType) return <>/</>;
  const type = t.targets[entry.targetType] ?? t.otherTarget;
  const text = entry.targetName ? `${type}：${entry.targetName}` : `${type}${t.gone}`;
  if (entry.recordId !== null) return <Link to={`/query/history/${entry.recordId}`}>{text}</Link>;
  if (entry.customer) {
    const { id, scope } = entry.customer;
    return <Link to={`/query/detail/${id}?scope=${scope}`}>{text}</Link>;
  }
  return <>{text}</>;
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
    {
      key: 'target',
      title: t.columns.target,
      width: 200,
      render: (_, entry) => <TargetCell entry={entry} />,
    },
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
