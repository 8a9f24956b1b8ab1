import type { PublicStudyReport, ShareLink } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session';
import { allowSlowUi, SLOW_UI_MS } from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
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

const TOKEN = 'S'.repeat(43);

/** What the server sends a sponsor: the analysis without anyone's values. */
function makePublicReport(): PublicStudyReport {
  const analysis = makeAnalysis();
  return {
    enrolled: analysis.enrolled,
    withdrawn: analysis.withdrawn,
    endpoints: analysis.endpoints.map(({ timepoints, ...endpoint }) => ({
      ...endpoint,
      timepoints: timepoints.map(({ values: _values, ...timepoint }) => timepoint),
    })),
    protocol: makeStudy().protocol,
    versions: [{ version: 1, createdAt: '2026-11-02T02:00:00.000Z', enrolled: 30 }],
    expiresAt: '2027-01-01T02:00:00.000Z',
  };
}

const link = (overrides: Partial<ShareLink> = {}): ShareLink => ({
  id: 7,
  createdAt: '2026-11-20T02:00:00.000Z',
  createdBy: '王店长',
  expiresAt: '2026-12-20T02:00:00.000Z',
  revokedAt: null,
  status: 'active',
  views: 3,
  lastViewedAt: null,
  ...overrides,
});

describe('the study report shared with its sponsor (issue 33 #6)', { timeout: SLOW_UI_MS }, () => {
  // The sponsor is nobody's session: the staff signed in by the tests above leave (the setup
  // empties storage between tests, the session store is told here).
  beforeEach(() => clearSession());

  it('opens without sign-in in aggregate form: statistics, mean chart, claims, no participant', async () => {
    fakeApi({ [`GET /api/public/study/${TOKEN}`]: ok(makePublicReport()) });
    renderApp(`/s/${TOKEN}`);
    const endpoint = await screen.findByRole('region', { name: '敏感肌（主要指标）' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('舒缓精华 28 天');
    expect(screen.getByText('功效验证报告 · 委托品牌：安肤品牌')).toBeInTheDocument();
    expect(screen.getByText('非注册备案功效评价报告')).toBeInTheDocument();
    expect(within(endpoint).getByText('+4.2 ± 3.1')).toBeInTheDocument();
    // The mean with its CI, and no chart of participants' lines.
    const charts = await within(endpoint).findAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      '敏感肌：平均变化及 95% 置信区间',
    ]);
    const flow = screen.getByRole('region', { name: '受试者流程' });
    expect(within(flow).getByText('纳入分析 2 人')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '功效宣称分级' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/P0\d/);
    expect(screen.queryByRole('link', { name: /导出数据/ })).not.toBeInTheDocument();
    expect(screen.getByText(/本链接有效期至 2027-01-01/)).toBeInTheDocument();
  });

  it('says a revoked or expired link has lapsed', async () => {
    fakeApi({
      [`GET /api/public/study/${TOKEN}`]: fail(
        404,
        'REPORT_LINK_INVALID',
        '报告链接已失效或不存在',
      ),
    });
    renderApp(`/s/${TOKEN}`);
    await screen.findByRole('heading', { name: '报告链接已失效' });
    expect(screen.getByRole('alert')).toHaveTextContent('请联系门店重新分享');
    expect(document.body).not.toHaveTextContent('非注册备案');
  });

  it('分享给品牌方 makes a link of the chosen days, copies its address, lists and revokes', async () => {
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: null });
    let links = [link({ id: 6, status: 'expired', views: 0 })];
    const { requests } = fakeApi({
      'GET /api/studies/3': ok(makeStudy()),
      'GET /api/studies/3/analysis': ok(makeAnalysis()),
      'GET /api/studies/3/links': () => ok(links),
      'POST /api/studies/3/links': () => {
        links = [link(), ...links];
        return ok({
          id: 7,
          token: TOKEN,
          url: `https://skin.example.com/s/${TOKEN}`,
          path: `/s/${TOKEN}`,
          expiresAt: '2027-02-18T02:00:00.000Z',
        });
      },
      'DELETE /api/studies/3/links/7': () => {
        links = links.map((item) =>
          item.id === 7 ? { ...item, status: 'revoked' as const } : item,
        );
        return ok(null);
      },
    });
    const { user } = renderApp('/admin/studies/3/report');
    await user.click(await screen.findByRole('button', { name: /分享给品牌方/ }));
    const dialog = await screen.findByRole('dialog', { name: '分享给品牌方' });
    expect(await within(dialog).findByText('已过期')).toBeInTheDocument();

    await user.click(within(dialog).getByText('90 天'));
    await user.click(within(dialog).getByRole('button', { name: /生成链接/ }));
    expect(await within(dialog).findByTestId('study-link-url')).toHaveTextContent(
      `https://skin.example.com/s/${TOKEN}`,
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ expiresInDays: 90 });
    await user.click(within(dialog).getByRole('button', { name: /复制链接/ }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(`https://skin.example.com/s/${TOKEN}`);

    expect(await within(dialog).findByText(/王店长 生成于 .* · 打开 3 次/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /撤销/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(within(dialog).getAllByText('已撤销')).toHaveLength(1));
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/studies/3/links/7')).toBe(
      true,
    );
  });
});
