import type { EChartsCoreOption } from 'echarts/core';
import { lazy, Suspense } from 'react';
import { progressText as t } from '../locale';

// ECharts is a chunk of its own: the page's text and photos show while it loads.
const EChart = lazy(async () => ({ default: (await import('./echart')).EChart }));

export function LazyChart(props: { option: EChartsCoreOption; height: number; label: string }) {
  return (
    <Suspense
      fallback={
        <div className="progress-chart-loading" style={{ height: props.height }}>
          {t.chartLoading}
        </div>
      }
    >
      <EChart {...props} />
    </Suspense>
  );
}
