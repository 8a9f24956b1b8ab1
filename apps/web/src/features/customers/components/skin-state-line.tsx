import type { SkinState } from '@skinscope/contracts';
import { describeSkinState } from '@skinscope/domain';
import { Typography } from 'antd';
import { zhCN } from '../locale';

/** The skin's state when a visit's photos were taken (issue 19 #7); nothing when not recorded. */
export function SkinStateLine({ state }: { state: SkinState | null | undefined }) {
  if (!state) return null;
  return (
    <Typography.Paragraph type="secondary" className="customers-skin-state">
      {zhCN.customers.records.skinState}
      {describeSkinState(state)}
    </Typography.Paragraph>
  );
}
