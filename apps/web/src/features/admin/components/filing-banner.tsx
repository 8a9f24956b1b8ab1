import type { FilingStatus } from '@skinscope/contracts';
import { Alert } from 'antd';
import { formatDate } from '../../../lib/format-date';
import { useFilingThreshold } from '../api/get-filing-threshold';
import { zhCN } from '../locale';

const t = zhCN.filing;

/** A count as staff read it: 100,000 with its thousands grouped. */
export const formatCount = (count: number) => count.toLocaleString('zh-CN');

/** The warning at 80,000 and the duty at 100,000, as the alert says them (issue 34 #4). */
function FilingAlert({ status }: { status: FilingStatus }) {
  const duty = formatCount(status.dutyAt);
  if (status.level === 'duty') {
    return (
      <Alert
        type="error"
        showIcon
        title={t.dutyTitle(duty)}
        description={t.dutyText(
          status.crossedAt ? formatDate(status.crossedAt) : '',
          status.workingDays,
        )}
      />
    );
  }
  if (status.level === 'warning') {
    return (
      <Alert
        type="warning"
        showIcon
        title={t.warningTitle(formatCount(status.total), duty)}
        description={t.warningText(status.workingDays)}
      />
    );
  }
  return null;
}

/**
 * Shown above every admin screen to administrators once the count nears or reaches the filing
 * threshold; says nothing when the count cannot be read (the card on 操作日志 says why).
 */
export function FilingBanner({ enabled }: { enabled: boolean }) {
  const status = useFilingThreshold(enabled);
  return status.data && status.data.level !== 'none' ? (
    <div className="filing-banner">
      <FilingAlert status={status.data} />
    </div>
  ) : null;
}
