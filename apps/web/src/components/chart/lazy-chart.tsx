import type { EChartsCoreOption } from 'echarts/core';
import { lazy, Suspense } from 'react';
import { chartText } from './locale';
import './chart.css';

// ECharts is a chunk of its own: the page's text and photos show while it loads.
const EChart = lazy(async () => ({ default: (await import('./echart')).EChart }));

/** An ECharts canvas for any feature (the progress page, 设备重复性), loaded on first use. */
export function LazyChart(props: { option: EChartsCoreOption; height: number; label: string }) {
  return (
    <Suspense
      fallback={
        <div className="chart-loading" style={{ height: props.height }}>
          {chartText.loading}
        </div>
      }
    >
      <EChart {...props} />
    </Suspense>
  );
}
