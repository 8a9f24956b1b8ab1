import type { DetectResult } from '@skinscope/contracts';
import { Typography } from 'antd';
import { ExplainedResults } from '../../../components/explained-results/explained-results';
import { zhCN } from '../../../locales/zh-CN';

const t = zhCN.detect;

/** The seven dimensions explained, with their marked images (spec §2, issue 19 #2). */
export function DetectResults({ result }: { result: DetectResult }) {
  return (
    <section className="detect-results" aria-labelledby="detect-results-title">
      <Typography.Title level={4} id="detect-results-title" className="detect-results-title">
        {t.resultTitle}
      </Typography.Title>
      <ExplainedResults detection={result} />
    </section>
  );
}
