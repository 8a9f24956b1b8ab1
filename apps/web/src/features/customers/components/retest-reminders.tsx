import type { RetestReminder } from '@skinscope/contracts';
import { RETEST_STALE_DAYS, retestShortfall } from '@skinscope/domain';
import { Alert, Typography } from 'antd';
import { Link } from 'react-router';
import { useRetestReminders } from '../api/get-retest-reminders';
import { zhCN } from '../locale';

const t = zhCN.query.retest;

/** What one device lacks, in a sentence; null when it lacks nothing. */
function reminderLine(device: RetestReminder, now: Date): string | null {
  const { acceptedPairs, lastPairAt } = device;
  const { pairsNeeded, never, stale } = retestShortfall(acceptedPairs, lastPairAt, now);
  const name = device.name ?? device.deviceLabel;
  if (never) return t.never(name, pairsNeeded);
  const what = [
    pairsNeeded > 0 ? t.short(pairsNeeded) : null,
    stale ? t.stale(RETEST_STALE_DAYS) : null,
  ].filter((part): part is string => part !== null);
  return what.length === 0 ? null : t.lacks(name, what);
}

/**
 * Issue 32 #3: on the counter overview, a quiet reminder of the company's microscopes in use
 * with fewer than 20 accepted pairs or none in 30 days, and what to do. Those who look after the
 * microscopes get a link to 设备重复性; staff who capture are told where to take pairs. Nothing
 * is shown when nothing is due or the reminders could not be read (it is not the page's point).
 */
export function RetestReminders({ show, keeper }: { show: boolean; keeper: boolean }) {
  const reminders = useRetestReminders(show);
  const now = new Date();
  const lines = (reminders.data ?? [])
    .map((device) => ({ device, line: reminderLine(device, now) }))
    .filter((row): row is { device: RetestReminder; line: string } => row.line !== null);
  if (!show || lines.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      aria-label={t.title}
      title={
        <>
          <ul className="retest-reminder-list">
            {lines.map(({ device, line }) => (
              <li key={device.deviceLabel}>{line}</li>
            ))}
          </ul>
          <Typography.Text type="secondary">{keeper ? t.todoKeeper : t.todoStaff}</Typography.Text>
          {keeper && (
            <>
              {' '}
              <Link to="/admin/repeatability">{t.open}</Link>
            </>
          )}
        </>
      }
    />
  );
}
