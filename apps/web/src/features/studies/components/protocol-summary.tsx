import type { StudyDetail } from '@skinscope/contracts';
import { Descriptions } from 'antd';
import { formatDate } from '../../../lib/format-date';
import { dimensionName, partNames, subjectName } from '../lib/protocol-options';
import { zhCN } from '../locale';

const t = zhCN.report;

/** What the summary reads of a study: the staff's detail, or the sponsor's report. */
export interface StudyShown {
  protocol: StudyDetail['protocol'];
  versions: ReadonlyArray<{ version: number; createdAt: string }>;
  enrolled: number;
}
const f = t.protocolFields;
const s = zhCN.studies;

/**
 * The protocol in force, field by field (the detail page, the report and the sponsor's page,
 * whose study carries only these three).
 */
export function ProtocolSummary({ study }: { study: StudyShown }) {
  const { protocol } = study;
  const days = protocol.schedule.map((day) => zhCN.protocol.day(day)).join('、');
  const versions = study.versions
    .map((v) => `${s.version(v.version)}（${formatDate(v.createdAt)}）`)
    .join('；');
  const items = [
    { key: 'sponsor', label: f.sponsor, children: protocol.sponsor || s.noSponsor },
    { key: 'subject', label: f.subject, children: subjectName(protocol.subject) },
    { key: 'design', label: f.design, children: s.designs[protocol.design] },
    { key: 'parts', label: f.parts, children: partNames(protocol.parts) },
    ...(protocol.design === 'split_face'
      ? [{ key: 'controlParts', label: f.controlParts, children: partNames(protocol.controlParts) }]
      : []),
    { key: 'primary', label: f.primary, children: dimensionName(protocol.primary) },
    {
      key: 'secondary',
      label: f.secondary,
      children: protocol.secondary.map(dimensionName).join('、') || t.none,
    },
    {
      key: 'schedule',
      label: f.schedule,
      children: t.scheduleText(days, protocol.windowDays),
    },
    { key: 'target', label: f.target, children: s.enrolled(study.enrolled, protocol.targetSize) },
    { key: 'inclusion', label: f.inclusion, children: protocol.inclusion || t.none, span: 2 },
    { key: 'versions', label: f.versions, children: t.versionsText(versions), span: 2 },
  ];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      bordered
      items={items}
      styles={{ label: { whiteSpace: 'nowrap' } }}
    />
  );
}
