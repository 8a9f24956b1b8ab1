/** The chart's own strings, shown while ECharts' chunk loads. */
export const chartText = {
  loading: '图表加载中…',
};
