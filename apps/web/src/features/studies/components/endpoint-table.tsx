import type { StudyAggregateView } from '@skinscope/contracts';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import {
  fixed,
  wholeOrTenth,
  formatInterval,
  formatMeanSd,
  formatP,
  formatShare,
  signed,
} from '../lib/format-stats';
import { zhCN } from '../locale';

const t = zhCN.report;

type Timepoint = StudyAggregateView['endpoints'][number]['timepoints'][number];
type Paired = Timepoint['treated'];
type Welch = NonNullable<Timepoint['betweenArms']>;

interface Row {
  key: string;
  day: number;
  group: string;
  /** The first row of its timepoint spans the day cell over the timepoint's rows. */
  span: number;
  paired?: Paired;
  welch?: Welch;
}

const dash = '—';

function rowsOf(timepoint: Timepoint, design: string): Row[] {
  const rows: Omit<Row, 'span'>[] = [
    { key: 'treated', day: timepoint.day, group: t.groups.treated, paired: timepoint.treated },
  ];
  if (timepoint.control)
    rows.push({
      key: 'control',
      day: timepoint.day,
      group: design === 'split_face' ? t.groups.untreated : t.groups.control,
      paired: timepoint.control,
    });
  if (timepoint.betweenArms)
    rows.push({
      key: 'between',
      day: timepoint.day,
      group: t.groups.betweenArms,
      welch: timepoint.betweenArms,
    });
  if (timepoint.withinParticipant)
    rows.push({
      key: 'within',
      day: timepoint.day,
      group: t.groups.within,
      paired: timepoint.withinParticipant,
    });
  return rows.map((row, index) => ({
    ...row,
    key: `${timepoint.day}-${row.key}`,
    span: index === 0 ? rows.length : 0,
  }));
}

/** A test's statistic over its p, two lines that keep their words together. */
function TestCell({ statistic, p }: { statistic: string; p: number }) {
  return (
    <>
      <div className="nowrap">{statistic}</div>
      <div className="nowrap">{formatP(p)}</div>
    </>
  );
}

const pairedCell = (row: Row, read: (p: Paired) => ReactNode) =>
  row.paired ? (read(row.paired) ?? dash) : dash;

/** A cell of the Welch row or of a paired row, each read its own way. */
const cellOf = (
  row: Row,
  welch: (difference: Welch) => ReactNode,
  paired: (p: Paired) => ReactNode,
) => (row.welch ? welch(row.welch) : pairedCell(row, paired));

const columns: TableColumnsType<Row> = [
  {
    key: 'day',
    className: 'nowrap',
    title: t.columns.day,
    render: (_, row) => zhCN.protocol.day(row.day),
    onCell: (row) => ({ rowSpan: row.span }),
  },
  { key: 'group', width: 84, title: t.columns.group, dataIndex: 'group' },
  {
    key: 'n',
    className: 'nowrap',
    title: t.columns.n,
    render: (_, row) => (row.paired ? row.paired.n : dash),
  },
  {
    key: 'mean',
    className: 'nowrap',
    title: t.columns.meanChange,
    render: (_, row) =>
      cellOf(
        row,
        (welch) => signed(welch.difference),
        (p) => (p.meanChange === null ? null : formatMeanSd(p.meanChange, p.sdChange)),
      ),
  },
  {
    key: 'ci',
    className: 'nowrap',
    title: t.columns.ci,
    render: (_, row) =>
      cellOf(
        row,
        (welch) => formatInterval(welch.ci95),
        (p) => (p.ci95 ? formatInterval(p.ci95) : null),
      ),
  },
  {
    key: 't',
    title: t.columns.t,
    render: (_, row) => {
      const test = row.welch ?? (row.paired?.t != null ? row.paired : null);
      if (!test) return dash;
      const {
        t: statistic,
        df,
        p,
      } = 'difference' in test ? test : { t: test.t!, df: test.df!, p: test.pT! };
      return <TestCell statistic={t.tText(fixed(statistic, 2), wholeOrTenth(df))} p={p} />;
    },
  },
  {
    key: 'v',
    title: t.columns.signedRank,
    render: (_, row) =>
      pairedCell(row, ({ signedRank: rank }) =>
        rank ? (
          <TestCell
            statistic={t.vText(wholeOrTenth(rank.statistic), rank.exact ? t.exact : t.approximate)}
            p={rank.p}
          />
        ) : null,
      ),
  },
  {
    key: 'dz',
    className: 'nowrap',
    title: t.columns.dz,
    render: (_, row) => pairedCell(row, (p) => (p.cohenDz === null ? null : fixed(p.cohenDz, 2))),
  },
  {
    key: 'beyond',
    title: t.columns.beyond,
    render: (_, row) =>
      row.key.endsWith('between') || row.key.endsWith('within')
        ? dash
        : pairedCell(row, (p) =>
            p.n === 0
              ? null
              : p.beyondBand
                ? t.beyondText(formatShare(p.beyondBand.shareImproved), p.beyondBand.improved, p.n)
                : t.noBand,
          ),
  },
];

/** One endpoint's statistics, a block of rows per timepoint (the report's table). */
export function EndpointTable({
  endpoint,
  design,
}: {
  endpoint: StudyAggregateView['endpoints'][number];
  design: string;
}) {
  // A phone scrolls the table sideways rather than squeezing its figures.
  return (
    <div className="table-scroll">
      <Table<Row>
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={endpoint.timepoints.flatMap((timepoint) => rowsOf(timepoint, design))}
        className="endpoint-table"
      />
    </div>
  );
}
