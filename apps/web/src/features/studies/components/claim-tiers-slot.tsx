import type { StudyProtocol } from '@skinscope/contracts';
import { Alert, Typography } from 'antd';
import { zhCN } from '../locale';

const t = zhCN.report;

/**
 * TODO(issue 33 #4): the claim-tier table of 化妆品功效宣称评价规范 — per claim what the 规范
 * requires and whether this study can support it (美白/祛斑 never for filing) — from the domain's
 * `claimTiers(protocol)`, which is not on main yet. Until then the report says the table is
 * missing rather than making the rules up here.
 */
export function ClaimTiersSlot(_props: { protocol: StudyProtocol }) {
  return (
    <section aria-label={t.claimsTitle} className="report-section">
      <Typography.Title level={4}>{t.claimsTitle}</Typography.Title>
      <Alert type="info" title={t.claimsPending} />
    </section>
  );
}
