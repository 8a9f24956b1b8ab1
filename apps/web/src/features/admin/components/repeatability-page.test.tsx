import { DETECT_DIMENSIONS } from '@skinscope/contracts';
import type { DeviceRepeatability, RetestDevice } from '@skinscope/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allowSlowUi, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-app';
import { RepeatabilityPage } from './repeatability-page';

allowSlowUi();

// jsdom has no canvas: the chart shows the series it was given (the e2e journey looks at it).
vi.mock('../../../components/chart/echart', () => ({
  EChart: ({
    label,
    option,
  }: {
    label: string;
    option: { series: { type: string; data: unknown }[] };
  }) => (
    <div
      role="img"
      aria-label={label}
      data-scatter={JSON.stringify(option.series.find((s) => s.type === 'scatter')?.data)}
    />
  ),
}));

const DEVICE = 'USB2.0 PC CAMERA (eb1a:5304)';
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

function device(overrides: Partial<RetestDevice> = {}): RetestDevice {
  return {
    deviceLabel: DEVICE,
    name: '前台一号',
    calibrated: true,
    pairs: 0,
    lastPairAt: null,
    ...overrides,
  };
}

/** The scatter's points of a dimension: n pairs, each its own, 肤质 none (as the server sends). */
const pointsOf = (dimension: string, n: number): [number, number][] =>
  dimension === 'skin_type'
    ? []
    : Array.from({ length: n }, (_, i) => [40 + i, 40 + i + (dimension === 'pigment' ? 5 : 1)]);

/**
 * A card as the server computes it: every dimension with `n` pairs, the engine's band 2.5, and
 * from 20 pairs on the device's MDC95 12.1 (interval 9.2–17.7) as the band in use.
 */
function card(n: number, pairs = n, refused = 0): DeviceRepeatability {
  const measured = n >= 20;
  return {
    deviceLabel: DEVICE,
    engineVersion: '3.1.0',
    windowDays: 90,
    minPairs: 20,
    pairs,
    refused,
    refusalRate: pairs === 0 ? null : refused / pairs,
    dimensions: DETECT_DIMENSIONS.map((dimension) => ({
      dimension,
      n,
      sdDelta: n < 2 ? null : 6.16,
      sem: n < 2 ? null : 4.36,
      mdc95: n < 2 ? null : 12.07,
      mdc95Interval: n < 2 ? null : { low: 9.18, high: 17.66 },
      engineBand: 2.5,
      band: measured ? 12.07 : 2.5,
      source: measured ? ('device' as const) : ('engine' as const),
      sourceName: measured ? '本设备实测' : '引擎估计',
      points: pointsOf(dimension, n),
    })),
  };
}

function renderPage(devices: RetestDevice[], figures: DeviceRepeatability) {
  const api = fakeApi({
    'GET /api/retest-devices': ok(devices),
    'GET /api/device-repeatability': ok(figures),
  });
  renderScreen(<RepeatabilityPage />, '/admin/repeatability');
  return api;
}

const rowOf = (region: HTMLElement, name: string) =>
  within(within(region).getByRole('table')).getByText(name).closest('tr') as HTMLElement;

describe('设备重复性', { timeout: SLOW_UI_MS }, () => {
  it('explains test-retest pairs when the company has no device yet, beside 显微镜校准', async () => {
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: null });
    renderPage([], card(0));
    expect(await screen.findByText('还没有显微镜的重复性数据')).toBeVisible();
    expect(screen.getByText(/把显微镜移开再放回，再拍一组/)).toBeVisible();
    expect(screen.getByText(/在显微镜校准页选择“重复性测量”/)).toBeVisible();
    // A store manager reaches it from the tab beside 显微镜校准.
    const tabs = screen.getByRole('navigation', { name: '管理导航' });
    expect(within(tabs).getByRole('tab', { name: /显微镜校准/ })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: /设备重复性/ })).toBeInTheDocument();
  });

  it('shows a calibrated device without pairs with the engine’s bands and 20 pairs to go', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    const { requests } = renderPage([device()], card(0));
    const region = await screen.findByRole('region', { name: '前台一号' });
    expect(await within(region).findByText('再测 20 对即可启用本设备实测波动范围')).toBeVisible();
    expect(within(region).getByText('这台显微镜还没有重复性测量')).toBeVisible();
    expect(within(region).getByText('已校准')).toBeVisible();
    const roughness = rowOf(region, '粗糙度');
    expect(within(roughness).getByText('±3')).toBeVisible();
    expect(within(roughness).getByText('引擎估计')).toBeVisible();
    expect(within(roughness).getByText('—')).toBeVisible();
    const cardRequest = requests.find((r) => r.path === '/api/device-repeatability');
    expect(cardRequest?.query.get('deviceLabel')).toBe(DEVICE);
  });

  it('below 20 pairs: 引擎估计, the MDC95 with its interval, and how many pairs are left', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    renderPage([device({ pairs: 13, lastPairAt: daysAgo(3) })], card(12, 13, 1));
    const region = await screen.findByRole('region', { name: '前台一号' });
    expect(await within(region).findByText('再测 8 对即可启用本设备实测波动范围')).toBeVisible();
    expect(
      within(region).getByText(/近 90 天有效 12 对 \/ 共 13 对 · 照片未通过 8%/),
    ).toBeVisible();
    const roughness = rowOf(region, '粗糙度');
    expect(within(roughness).getByText('±3')).toBeVisible();
    expect(within(roughness).getByText('引擎估计')).toBeVisible();
    expect(within(roughness).getByText('12.1（9.2–17.7）')).toBeVisible();
    expect(within(roughness).getByText('12')).toBeVisible();
    // 肤质 is a type, not a score: it is listed without a band.
    expect(within(rowOf(region, '肤质')).getByText('不判断变化')).toBeVisible();
    expect(within(region).queryByText(/近 30 天没有新的重复性测量/)).not.toBeInTheDocument();
  });

  it('from 20 pairs: 本设备实测 in whole points, and a reminder when none was taken in 30 days', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    renderPage(
      [device({ name: null, calibrated: false, pairs: 24, lastPairAt: daysAgo(40) })],
      card(24),
    );
    const region = await screen.findByRole('region', { name: DEVICE });
    expect(await within(region).findByText('各项均已使用本设备实测波动范围')).toBeVisible();
    expect(within(region).getByText('未校准')).toBeVisible();
    const roughness = rowOf(region, '粗糙度');
    expect(within(roughness).getByText('±12')).toBeVisible();
    expect(within(roughness).getByText('本设备实测')).toBeVisible();
    expect(within(region).getByText(/近 30 天没有新的重复性测量/)).toBeVisible();
    expect(within(region).queryByText(/即可启用/)).not.toBeInTheDocument();
  });

  it('draws each scored dimension’s pairs, first against second capture, chosen with 选择项目', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    renderPage([device({ pairs: 3, lastPairAt: daysAgo(2) })], card(3));
    const region = await screen.findByRole('region', { name: '前台一号' });
    /** The points the chart of `name` was given, once it shows. */
    const drawn = async (name: string) => {
      const chart = await within(region).findByRole('img', {
        name: `${name}：3 对测量的第一次与第二次分数`,
      });
      return JSON.parse(chart.dataset.scatter!) as unknown;
    };
    expect(await drawn('粗糙度')).toEqual([
      [40, 41],
      [41, 42],
      [42, 43],
    ]);
    const choice = within(region).getByRole('radiogroup', { name: '选择项目' });
    // 肤质 is a type, not a score: it has no scatter.
    expect(within(choice).queryByText('肤质')).not.toBeInTheDocument();
    await userEvent.click(within(choice).getByText('色素沉着'));
    expect(await drawn('色素沉着')).toEqual([
      [40, 45],
      [41, 46],
      [42, 47],
    ]);
  });

  it('says a dimension has no pairs to draw yet', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    renderPage([device()], card(0));
    const region = await screen.findByRole('region', { name: '前台一号' });
    expect(await within(region).findByText('这一项还没有有效的测量对')).toBeVisible();
    expect(
      within(region).queryByRole('img', { name: /第一次与第二次分数/ }),
    ).not.toBeInTheDocument();
  });
});
