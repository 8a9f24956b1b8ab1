import type { StudyProtocol } from '@skinscope/contracts';
import { CLAIM_STANDING_NAMES, claimTiers, type ClaimTier } from '@skinscope/domain';
import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { zhCN } from '../locale';

const t = zhCN.report;

const STANDING_COLORS: Record<ClaimTier['standing'], string | undefined> = {
  registered_lab_only: 'red',
  not_measurable: 'red',
  not_in_study: undefined,
  observation_only: 'gold',
};

const columns: TableColumnsType<ClaimTier> = [
  { key: 'claim', title: t.claimColumns.claim, dataIndex: 'claim', className: 'nowrap' },
  { key: 'requires', title: t.claimColumns.requires, dataIndex: 'requires' },
  {
    key: 'standing',
    title: t.claimColumns.standing,
    className: 'nowrap',
    render: (_, tier) => (
      <Tag color={STANDING_COLORS[tier.standing]}>{CLAIM_STANDING_NAMES[tier.standing]}</Tag>
    ),
  },
  { key: 'note', title: t.claimColumns.note, dataIndex: 'note' },
];

/**
 * What 化妆品功效宣称评价规范 asks for each kind of claim, and what this study can say about it
 * (the domain's `claimTiers`: 美白/祛斑 never, a measured claim only as the salon's observation).
 */
export function ClaimTiersTable({ protocol }: { protocol: StudyProtocol }) {
  return (
    <section aria-label={t.claimsTitle} className="report-section">
      <Typography.Title level={4}>{t.claimsTitle}</Typography.Title>
      <Table<ClaimTier>
        rowKey="claim"
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={claimTiers(protocol)}
        className="claim-table"
      />
    </section>
  );
}
