import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allowSlowUi, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeAnalysis, makeParticipant, makeStudy } from '../test-fixtures';

allowSlowUi();

// jsdom has no canvas: the chart lists the series it was given (the e2e journey looks at it).
vi.mock('../../../components/chart/echart', () => ({
  EChart: ({ label, option }: { label: string; option: { series: { name?: string }[] } }) => (
    <div role="img" aria-label={label}>
      {option.series.map((series) => series.name ?? '').join(' ')}
    </div>
  ),
}));

function renderReport(
  analysis = makeAnalysis(),
  design: 'single_arm' | 'control_arm' = 'single_arm',
) {
  signInAs({ role: 'staff', scope: 'cgo', companyUserId: null });
  const base = makeStudy();
  const study = makeStudy({
    design,
    protocol: { ...base.protocol, design },
    enrolled: 30,
    withdrawn: 1,
    locked: true,
    participants: [
      makeParticipant(),
      makeParticipant({ enrolmentId: 2, code: 'P02', customerName: '张敏', protocolVersion: 2 }),
    ],
  });
  fakeApi({
    'GET /api/studies/3': ok(study),
    'GET /api/studies/3/analysis': ok(analysis),
  });
  return renderApp('/admin/studies/3/report');
}

/** A cell's text; a test's statistic and its p (two lines) joined by " | ". */
function cellText(cell: Element): string {
  const lines = [...cell.querySelectorAll('div')];
  return lines.length > 0
    ? lines.map((line) => line.textContent).join(' | ')
    : (cell.textContent ?? '');
}

/** The rows of the endpoint table of the region named `title`, as text per cell. */
function rowsOf(title: string): string[][] {
  const region = screen.getByRole('region', { name: title });
  return within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map(cellText));
}

describe('the study report', { timeout: SLOW_UI_MS }, () => {
  it('writes each timepoint’s statistics: one decimal for changes, p to 3 significant figures', async () => {
    renderReport();
    await screen.findByRole('region', { name: '敏感肌（主要指标）' });
    const [day14, day28] = rowsOf('敏感肌（主要指标）');
    expect(day14).toEqual([
      '第 14 天',
      '使用',
      '28',
      '+4.2 ± 3.1',
      '3.0 至 5.4',
      't = 7.28，df = 27 | p < 0.001',
      'V = 392（精确） | p = 0.0312',
      '1.38',
      '61%（17/28）',
    ]);
    expect(day28).toEqual([
      '第 28 天',
      '使用',
      '28',
      '0.0 ± 3.1',
      '3.0 至 5.4',
      't = 7.28，df = 27 | p = 0.457',
      '—',
      '1.38',
      '61%（17/28）',
    ]);
  });

  it('shows the flow from enrolment to analysis, with each exclusion’s reason', async () => {
    renderReport();
    const flow = await screen.findByRole('region', { name: '受试者流程' });
    expect(within(flow).getByText('入组 30 人')).toBeInTheDocument();
    expect(within(flow).getByText('退出 1 人')).toBeInTheDocument();
    expect(within(flow).getByText('按第 1 版 1 人')).toBeInTheDocument();
    expect(within(flow).getByText('按第 2 版 1 人')).toBeInTheDocument();
    expect(within(flow).getByText('纳入分析 2 人')).toBeInTheDocument();
    expect(within(flow).getByText('访视超出时间窗 1')).toBeInTheDocument();
    expect(within(flow).getByText('照片未通过检查 2')).toBeInTheDocument();
  });

  it('names participants only by code, carries the fixed note, prints and exports', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderReport();
    await screen.findByRole('region', { name: '敏感肌（主要指标）' });
    const charts = await screen.findAllByRole('img', { name: /敏感肌/ });
    expect(charts[0]).toHaveTextContent('P01 P02');
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/李娜|张敏/);
    expect(text).not.toMatch(/1[3-9]\d{9}/);
    // At the top, and in every printed page's footer.
    expect(screen.getByText('非注册备案功效评价报告')).toBeInTheDocument();
    const printStyle = [...document.querySelectorAll('style')].find((style) =>
      style.textContent?.includes('@bottom-center'),
    );
    expect(printStyle?.textContent).toContain('"非注册备案功效评价报告 · 受试者仅以编号出现"');
    expect(screen.getByRole('link', { name: /导出数据/ })).toHaveAttribute(
      'href',
      '/api/studies/3/export',
    );
    await user.click(screen.getByRole('button', { name: /打印/ }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('with a control arm, adds the control’s row and the Welch difference between the arms', async () => {
    const analysis = makeAnalysis();
    const [day14] = analysis.endpoints[0]!.timepoints;
    day14!.control = { ...day14!.treated, n: 14, meanChange: 0.51, beyondBand: null };
    day14!.betweenArms = {
      difference: 3.727,
      ci95: { low: 1.21, high: 6.24 },
      t: 3.0412,
      df: 25.83,
      p: 0.005371,
    };
    renderReport(analysis, 'control_arm');
    await screen.findByRole('region', { name: '敏感肌（主要指标）' });
    const [treated, control, between] = rowsOf('敏感肌（主要指标）');
    expect(treated![0]).toBe('第 14 天');
    // The day cell spans the timepoint's three rows.
    expect(control).toEqual([
      '对照',
      '14',
      '+0.5 ± 3.1',
      '3.0 至 5.4',
      't = 7.28，df = 27 | p < 0.001',
      'V = 392（精确） | p = 0.0312',
      '1.38',
      '无波动范围',
    ]);
    expect(between).toEqual([
      '两组差值（Welch）',
      '—',
      '+3.7',
      '1.2 至 6.2',
      't = 3.04，df = 25.8 | p = 0.00537',
      '—',
      '—',
      '—',
    ]);
  });

  it('says per claim what the 规范 requires and what this study can support', async () => {
    renderReport();
    const claims = await screen.findByRole('region', { name: '功效宣称分级' });
    const row = (claim: string) =>
      within(claims).getByText(claim, { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(row('美白、祛斑')).getByText('不能支持')).toBeInTheDocument();
    expect(within(row('美白、祛斑')).getByText(/检验检测机构/)).toBeInTheDocument();
    // 敏感肌 is the primary endpoint: 舒缓 only as the salon's own observation.
    expect(within(row('舒缓')).getByText('仅作门店观察')).toBeInTheDocument();
    expect(within(row('保湿')).getByText('不能支持')).toBeInTheDocument();
  });
});
