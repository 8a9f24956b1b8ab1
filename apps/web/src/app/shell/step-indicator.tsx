import { Steps } from 'antd';
import { zhCN } from '../../locales/zh-CN';
import type { HeaderStep } from '../route-handle';

/** The six consultation steps of spec §1; `step` 0 (outside the consultation) highlights none. */
export function StepIndicator({ step }: { step: HeaderStep }) {
  const current = step - 1;
  const items = zhCN.steps.labels.map((label, index) => ({
    // Tell assistive technology which step is current; antd only shows it by colour.
    title: index === current ? <span aria-current="step">{label}</span> : label,
  }));
  return (
    <nav className="app-header-steps" aria-label={zhCN.steps.ariaLabel}>
      {/* Titles on one line: at 1024 px antd broke 介绍 and 信息采集 over two lines; the rails between the steps shrink instead. */}
      <Steps
        size="small"
        current={current}
        items={items}
        responsive={false}
        styles={{ itemTitle: { whiteSpace: 'nowrap' } }}
      />
    </nav>
  );
}
