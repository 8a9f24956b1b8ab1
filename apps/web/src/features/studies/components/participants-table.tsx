import type { StudyDetail, StudyParticipantView } from '@skinscope/contracts';
import { Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { formatDate } from '../../../lib/format-date';
import { timepointState, type TimepointState } from '../lib/timepoint-state';
import { zhCN } from '../locale';

const t = zhCN.detail;
const s = zhCN.studies;

const shortDate = (iso: string) => dayjs(iso).format('MM-DD');

/** One scheduled visit's cell: done with its date, or when it is due. */
function TimepointCell({ state }: { state: TimepointState }) {
  switch (state.kind) {
    case 'done':
      return (
        <Flex vertical gap={2} align="start">
          <Tag color="green">{t.states.done}</Tag>
          <Typography.Text type="secondary">{formatDate(state.takenAt)}</Typography.Text>
          {!state.inWindow && <Tag color="orange">{t.states.outOfWindow}</Tag>}
        </Flex>
      );
    case 'withdrawn':
      return <Typography.Text type="secondary">—</Typography.Text>;
    case 'needsBaseline':
      return <Typography.Text type="secondary">{t.states.needsBaseline}</Typography.Text>;
    default: {
      const color = { due: 'blue', overdue: 'red', notYet: undefined }[state.kind];
      return (
        <Flex vertical gap={2} align="start">
          <Tag color={color}>{t.states[state.kind]}</Tag>
          {state.from && (
            <Typography.Text type="secondary">
              {t.window(shortDate(state.from), shortDate(state.to))}
            </Typography.Text>
          )}
        </Flex>
      );
    }
  }
}

interface ParticipantsTableProps {
  study: StudyDetail;
  now: Date;
  /** Null: the user may not withdraw (only staff who take photos may). */
  onWithdraw: ((participant: StudyParticipantView) => void) | null;
}

/** The enrolled customers with each scheduled visit's state; staff see names, reports never. */
export function ParticipantsTable({ study, now, onWithdraw }: ParticipantsTableProps) {
  const { schedule, windowDays } = study.protocol;
  const columns: TableColumnsType<StudyParticipantView> = [
    { key: 'code', title: t.columns.code, dataIndex: 'code', fixed: 'left' },
    { key: 'name', title: t.columns.name, dataIndex: 'customerName' },
    { key: 'arm', title: t.columns.arm, render: (_, p) => s.arms[p.arm] },
    { key: 'version', title: t.columns.version, render: (_, p) => s.version(p.protocolVersion) },
    { key: 'consent', title: t.columns.consent, render: (_, p) => formatDate(p.consentedAt) },
    ...schedule.map((day) => ({
      key: `day-${day}`,
      title: zhCN.protocol.day(day),
      render: (_: unknown, p: StudyParticipantView) => (
        <TimepointCell state={timepointState(p, day, windowDays, now)} />
      ),
    })),
    {
      key: 'status',
      title: t.columns.status,
      render: (_, p) =>
        p.withdrawnAt ? (
          <Tag>{t.withdrawnOn(formatDate(p.withdrawnAt))}</Tag>
        ) : onWithdraw ? (
          <Popconfirm
            title={t.withdrawConfirm}
            description={t.withdrawNote}
            okText={t.withdrawOk}
            okButtonProps={{ danger: true }}
            onConfirm={() => onWithdraw(p)}
          >
            <Button size="small" danger>
              {t.withdraw}
            </Button>
          </Popconfirm>
        ) : (
          t.active
        ),
    },
  ];
  return (
    <Table<StudyParticipantView>
      rowKey="enrolmentId"
      size="small"
      columns={columns}
      dataSource={study.participants}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t.participantsEmpty }}
    />
  );
}
