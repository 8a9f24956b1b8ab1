import { formatDate } from '../../../lib/format-date';
import type { DetectResult } from '@skinscope/contracts';
import { Typography } from 'antd';
import { ExplainedResults } from '../../../components/explained-results/explained-results';
import { zhCN } from '../locale';

const t = zhCN.detect;

/** The seven dimensions explained, with their marked images (spec §2, issue 19 #2). */
export function DetectResults({ result }: { result: DetectResult }) {
  return (
    <section className="detect-results" aria-labelledby="detect-results-title">
      <div className="detect-results-head">
        <Typography.Title level={4} id="detect-results-title" className="detect-results-title">
          {t.resultTitle}
        </Typography.Title>
        <Typography.Text type={result.calibration ? 'secondary' : 'warning'}>
          {result.calibration
            ? t.deviceCalibrated(
                result.calibration.name,
                result.calibration.version,
                formatDate(result.calibration.calibratedAt),
              )
            : t.uncalibrated}
        </Typography.Text>
      </div>
      <ExplainedResults detection={result} />
    </section>
  );
}
