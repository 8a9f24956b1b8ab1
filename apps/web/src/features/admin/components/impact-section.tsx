import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** One numbered section of the impact assessment: its heading and what it says. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="impact-section" aria-label={title}>
      <Typography.Title level={4}>{title}</Typography.Title>
      {children}
    </section>
  );
}
