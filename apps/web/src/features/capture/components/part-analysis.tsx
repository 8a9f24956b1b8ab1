import { CameraOutlined, SyncOutlined } from '@ant-design/icons';
import type { VisitPartStatus } from '@skinscope/contracts';
import { Alert, Button, Spin, Tag, Typography } from 'antd';
import {
  ExplainedResults,
  storedDetection,
} from '../../../components/explained-results/explained-results';
import { zhCN } from '../locale';

const t = zhCN.capture.expect.analysis;

/**
 * Where a part's analysis stands on analyse/expect: the server's state of its pair, or before
 * that `waiting` (the record is being saved) or `error` (the state could not be read).
 */
export type ShotAnalysis = VisitPartStatus | { status: 'waiting' } | { status: 'error' };

/** Whether the part's pair needs a retake: refused by the photo checks, or never analysed. */
export const needsRetake = (analysis: ShotAnalysis) =>
  analysis.status === 'failed' || analysis.status === 'unavailable';

/** The part's state in the list on the left, beside its name. */
export function AnalysisStatusTag({ analysis }: { analysis: ShotAnalysis }) {
  switch (analysis.status) {
    case 'waiting':
    case 'pending':
      return (
        <Tag color="processing" icon={<SyncOutlined spin />}>
          {t.status.pending}
        </Tag>
      );
    case 'done':
      return <Tag color="success">{t.status.done}</Tag>;
    case 'failed':
      return <Tag color="warning">{t.status.failed}</Tag>;
    case 'unavailable':
      return <Tag color="error">{t.status.unavailable}</Tag>;
    case 'incomplete':
      return <Tag>{t.status.incomplete}</Tag>;
    default:
      return null;
  }
}

interface PartAnalysisProps {
  analysis: ShotAnalysis;
  /** Named before each marked image: 右颧骨粗糙度标记图. */
  partName: string;
  onRetake: () => void;
  onReload: () => void;
}

function RetakeButton({ onRetake }: { onRetake: () => void }) {
  return (
    <Button type="primary" icon={<CameraOutlined />} onClick={onRetake}>
      {t.retake}
    </Button>
  );
}

/** Issue 19 #5: the part's measured results explained, its wait, or why to retake it. */
export function PartAnalysis({ analysis, partName, onRetake, onReload }: PartAnalysisProps) {
  switch (analysis.status) {
    case 'waiting':
      return <Typography.Text type="secondary">{t.waitingSave}</Typography.Text>;
    case 'pending':
      return (
        <div className="expect-analysis-pending" role="status">
          <Spin />
          <div>
            <strong>{t.pending}</strong>
            <Typography.Text type="secondary">{t.pendingHint}</Typography.Text>
          </div>
        </div>
      );
    case 'incomplete':
      return <Typography.Text type="secondary">{t.incomplete}</Typography.Text>;
    case 'failed':
      return (
        <Alert
          type="warning"
          showIcon
          title={t.failed}
          description={
            <ul className="expect-analysis-reasons">
              {analysis.reasons.map((reason) => (
                <li key={`${reason.code}-${reason.photo}`}>{reason.message}</li>
              ))}
            </ul>
          }
          action={<RetakeButton onRetake={onRetake} />}
        />
      );
    case 'unavailable':
      return (
        <Alert
          type="error"
          showIcon
          title={t.unavailable}
          description={analysis.reason.message}
          action={<RetakeButton onRetake={onRetake} />}
        />
      );
    case 'error':
      return (
        <Alert
          type="error"
          showIcon
          title={t.loadFailed}
          action={
            <Button size="small" onClick={onReload}>
              {zhCN.capture.expect.retry}
            </Button>
          }
        />
      );
    case 'done':
      return <ExplainedResults detection={storedDetection(analysis)} subject={partName} />;
  }
}
