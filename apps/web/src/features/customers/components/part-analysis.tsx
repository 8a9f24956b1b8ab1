import type { AnaPart } from '@skinscope/contracts';
import { Alert, Typography } from 'antd';
import {
  ExplainedResults,
  storedDetection,
} from '../../../components/explained-results/explained-results';
import { zhCN } from '../locale';

const t = zhCN.customers.report;

/** Where a part's analysis stands, when it is not simply done: analysing, failed, or one photo. */
export function PartAnalysisStatus({ part }: { part: AnaPart }) {
  const { detection } = part;
  if (detection.status === 'pending')
    return <Alert type="info" showIcon title={t.analysing} className="customers-part-status" />;
  // The background analysis gave up (issue 19): said calmly, with why and what to do (issue 20).
  if (detection.status === 'unavailable')
    return (
      <Alert
        type="info"
        showIcon
        title={t.unavailable}
        description={detection.reason.message}
        className="customers-part-status"
      />
    );
  if (detection.status === 'incomplete')
    return <Typography.Text type="secondary">{t.incomplete}</Typography.Text>;
  if (detection.status === 'failed')
    return (
      <Alert
        type="warning"
        showIcon
        className="customers-part-status"
        title={t.failed}
        description={detection.reasons.map((reason) => reason.message).join('；')}
      />
    );
  return null;
}

/** The analysis tab's part: the seven dimensions explained, with their marked images. */
export function PartFigures({ part, name }: { part: AnaPart; name: string }) {
  const { detection } = part;
  if (detection.status !== 'done') return <PartAnalysisStatus part={part} />;
  return <ExplainedResults detection={storedDetection(detection)} subject={name} />;
}
