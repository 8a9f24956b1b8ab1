import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import type { ImpactAssessmentFacts } from '@skinscope/contracts';
import { Descriptions, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { zhCN } from '../locale';
import { formatCount } from './filing-banner';
import { ReportSection } from './impact-section';

const t = zhCN.impact.processing;

type Right = ImpactAssessmentFacts['rights']['rights'][number];
type Study = ImpactAssessmentFacts['retention']['studies'][number];

const studyColumns: TableColumnsType<Study> = [
  { title: t.studyName, dataIndex: 'name' },
  {
    title: t.studyLastDay,
    dataIndex: 'lastDay',
    width: 130,
    render: (day: number) => t.studyDay(day),
  },
  { title: t.studyParticipants, dataIndex: 'participants', width: 90, align: 'right' },
  { title: t.studyWithdrawn, dataIndex: 'withdrawn', width: 90, align: 'right' },
];

/** Who may do what, one row per right and one column per kind of person, as the policy answers. */
function RightsMatrix({ rights }: { rights: ImpactAssessmentFacts['rights'] }) {
  const columns: TableColumnsType<Right> = [
    { title: t.right, dataIndex: 'label', fixed: 'left' },
    ...rights.roles.map((role, index) => ({
      key: role.key,
      title: (
        <Tooltip title={role.note}>
          <span>{role.label}</span>
        </Tooltip>
      ),
      width: 96,
      align: 'center' as const,
      className: 'impact-nowrap',
      render: (_: unknown, right: Right) =>
        right.allowed[index] ? (
          <CheckOutlined className="impact-allowed" aria-label={t.allowed} />
        ) : (
          <MinusOutlined className="impact-denied" aria-label={t.denied} />
        ),
    })),
  ];
  return (
    <>
      <Table<Right>
        size="small"
        rowKey="key"
        className="impact-rights"
        columns={columns}
        dataSource={rights.rights}
        pagination={false}
      />
      <ul className="impact-role-notes">
        {rights.roles.map((role) => (
          <li key={role.key}>
            <Typography.Text strong>{role.label}</Typography.Text>
            <Typography.Text type="secondary">：{role.note}</Typography.Text>
          </li>
        ))}
      </ul>
    </>
  );
}

const daysOrNone = (days: number | null) => (days === null ? t.none : t.days(days));

/** Section four: retention, studies, the rights matrix, and the customers' requests. */
export function ImpactProcessing({ facts }: { facts: ImpactAssessmentFacts }) {
  const { retention, counts } = facts;
  return (
    <ReportSection title={zhCN.impact.sections.processing}>
      <Typography.Title level={5}>{`1. ${t.retention}`}</Typography.Title>
      <Typography.Paragraph>
        {t.retentionValue(retention.months)}
        <Typography.Text type="secondary">
          {retention.isDefault ? t.retentionDefault : t.retentionSet}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t.studyNote}</Typography.Paragraph>
      {retention.studies.length ? (
        <Table<Study>
          size="small"
          rowKey="id"
          columns={studyColumns}
          dataSource={retention.studies}
          pagination={false}
        />
      ) : (
        <Typography.Paragraph>{t.studiesNone}</Typography.Paragraph>
      )}
      <Typography.Title level={5}>{`2. ${t.rights}`}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.rightsNote}</Typography.Paragraph>
      <RightsMatrix rights={facts.rights} />
      <Typography.Title level={5}>{`3. ${t.requests}`}</Typography.Title>
      <Descriptions
        size="small"
        bordered
        layout="vertical"
        column={{ xs: 2, sm: 5 }}
        items={[
          {
            key: 'handled',
            label: t.requestsHandled,
            children: formatCount(counts.requestsHandled),
          },
          { key: 'open', label: t.requestsOpen, children: formatCount(counts.requestsOpen) },
          {
            key: 'overdue',
            label: t.requestsOverdue,
            children: formatCount(counts.requestsOverdue),
          },
          {
            key: 'median',
            label: t.handlingMedian,
            children: daysOrNone(counts.handlingDaysMedian),
          },
          { key: 'max', label: t.handlingMax, children: daysOrNone(counts.handlingDaysMax) },
        ]}
      />
    </ReportSection>
  );
}
