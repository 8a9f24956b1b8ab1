import type { StudyParticipation } from '@skinscope/contracts';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { useStudyParticipations } from '../api/studies';
import { zhCN } from '../locale';

const t = zhCN.studies;

/** One line per study visit whose window is open today or has just passed unrecorded. */
function linesOf(participations: StudyParticipation[]) {
  return participations.flatMap((p) =>
    p.due
      .filter((visit) => visit.state !== 'upcoming')
      .map((visit) => ({
        key: `${p.enrolmentId}-${visit.day}`,
        customerId: p.customerId,
        missed: visit.state === 'missed',
        text:
          visit.state === 'open'
            ? t.dueLine(
                p.customerName,
                p.code,
                p.studyName,
                visit.day,
                t.window(visit.opens, visit.closes),
              )
            : t.missedLine(p.customerName, p.code, p.studyName, visit.day),
      })),
  );
}

/**
 * Issue 33 #2: on the counter overview, the study visits due now (their window open) and those
 * missed, each linking to the customer, whose page records the visit. Nothing when none is due.
 */
export function StudyVisitsDue({ show }: { show: boolean }) {
  const participations = useStudyParticipations(undefined, show);
  const lines = linesOf(participations.data ?? []);
  if (!show || lines.length === 0) return null;
  return (
    <Alert
      type={lines.some((line) => !line.missed) ? 'info' : 'warning'}
      showIcon
      aria-label={t.dueTitle}
      title={
        <ul className="retest-reminder-list">
          {lines.map((line) => (
            <li key={line.key}>
              <Link to={`/query/detail/${line.customerId}`}>{line.text}</Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}
