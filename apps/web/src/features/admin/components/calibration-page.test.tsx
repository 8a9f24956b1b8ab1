import type { Calibration } from '@skinscope/contracts';
import dayjs from 'dayjs';
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, enter, fastUser, SLOW_UI_MS } from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-app';
import { makeStore } from '../test-fixtures';
import type { CalibrationStationProps } from '../../../lib/card-shot';
import { fakeCalibrationStation } from '../../../test/fake-calibration-station';
import { CalibrationPage } from './calibration-page';

allowSlowUi();

const DEVICE = 'USB2.0 PC CAMERA (eb1a:5304)';
/** A microscope that holds exposure (33.3 ms) and white balance (5000 K), as it reports them. */
const HELD = {
  exposureMode: 'manual',
  exposureTime: 333,
  whiteBalanceMode: 'manual',
  colorTemperature: 5000,
} as const;

const FakeStation = fakeCalibrationStation(DEVICE, HELD);

/**
 * 重复性测量 is the retest feature's (its own tests take pairs); here only what this page hands
 * it: the same microscope station.
 */
function RetestStandIn({ Station }: { Station: ComponentType<CalibrationStationProps> }) {
  return (
    <section aria-label="重复性测量">
      <Station shots={{}} onShot={() => undefined} subject="skin" />
    </section>
  );
}

function calibration(overrides: Partial<Calibration> = {}): Calibration {
  return {
    id: 4,
    deviceLabel: DEVICE,
    name: '前台一号',
    storeId: 11,
    version: 2,
    current: true,
    createdAt: '2026-11-20T02:30:00.000Z',
    createdByName: '周晴',
    report: {
      normal: { vignettingPercent: 18.44, exposureGain: 1.21, gains: [0.93, 1.21, 1.38] },
      polarised: { vignettingPercent: 16.02, exposureGain: 1.64, gains: [1.4, 1.6, 1.9] },
    },
    cameraSettings: HELD,
    ...overrides,
  };
}

function renderPage(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/calibration': ok([calibration(), calibration({ id: 3, version: 1, current: false })]),
    'GET /api/store': ok([makeStore()]),
    ...routes,
  });
  renderScreen(
    <CalibrationPage Station={FakeStation} Retest={RetestStandIn} />,
    '/admin/calibration',
  );
  return { ...api, user: fastUser() };
}

const calibrationPosts = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/api/calibration');

describe('显微镜校准', { timeout: SLOW_UI_MS }, () => {
  it('shows a store manager what to do and each device with its current calibration', async () => {
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: null });
    renderPage();
    expect(await screen.findByRole('heading', { name: '显微镜校准' })).toBeInTheDocument();
    expect(screen.getByText(/将 18% 中性灰卡平放/)).toBeInTheDocument();
    // A store manager has this one administration tab, not the administrators' others.
    const tabs = screen.getByRole('navigation', { name: '管理导航' });
    expect(within(tabs).getByRole('tab', { name: /显微镜校准/ })).toBeInTheDocument();
    expect(within(tabs).queryByRole('tab', { name: /门店管理/ })).not.toBeInTheDocument();
    // Issue 34 #2: the retention period is the administrators' alone.
    expect(within(tabs).queryByRole('tab', { name: /保存期限/ })).not.toBeInTheDocument();

    const row = (await screen.findByText('前台一号')).closest('tr') as HTMLElement;
    expect(within(row).getByText(DEVICE)).toBeInTheDocument();
    expect(within(row).getByText('v2')).toBeInTheDocument();
    expect(within(row).getByText(/历史 1 次/)).toBeInTheDocument();
    expect(
      within(row).getByText(dayjs('2026-11-20T02:30:00.000Z').format('YYYY-MM-DD HH:mm')),
    ).toBeInTheDocument();
    expect(within(row).getByText('使用中')).toBeInTheDocument();
    // Issue 31 #3: what the camera held when the card was taken, in one line.
    expect(within(row).getByText('拍摄设置：曝光固定 33.3 ms · 白平衡固定 5000 K')).toBeVisible();
  });

  it('says when a calibration’s camera adjusted itself, or its settings were not recorded', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    renderPage({
      'GET /api/calibration': ok([
        calibration({ cameraSettings: { exposureMode: 'continuous', exposureTime: 80 } }),
        calibration({ id: 7, deviceLabel: 'Old Microscope', cameraSettings: null }),
      ]),
    });
    expect(
      await screen.findByText(
        '拍摄设置：曝光自动 · 白平衡自动 · 相机自动调节时，检测不给出肤色色调',
      ),
    ).toBeVisible();
    expect(screen.getByText(/拍摄设置：未记录/)).toBeVisible();
  });

  it('sends both card photos with the device and name, and shows the fit', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    const { requests, user } = renderPage({
      'POST /api/calibration': ok(calibration({ id: 5, version: 3 })),
    });
    await user.click(await screen.findByRole('button', { name: /开始校准/ }));
    expect(await screen.findByText('请输入显微镜名称')).toBeInTheDocument();
    await enter(user, screen.getByLabelText('显微镜名称'), '前台一号');
    await user.click(screen.getByRole('button', { name: /开始校准/ }));
    expect(await screen.findByText('请先拍摄常光和偏振光两张校准照片')).toBeInTheDocument();
    expect(calibrationPosts(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: '拍常光' }));
    await user.click(screen.getByRole('button', { name: '拍偏振光' }));
    expect(screen.getByText(DEVICE, { selector: '.ant-form-item *' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /开始校准/ }));

    await waitFor(() => expect(calibrationPosts(requests)).toHaveLength(1));
    const form = calibrationPosts(requests)[0]!.body as FormData;
    expect(form.get('deviceLabel')).toBe(DEVICE);
    expect(form.get('name')).toBe('前台一号');
    expect(form.get('normal')).toBeInstanceOf(Blob);
    expect(form.get('polarised')).toBeInstanceOf(Blob);
    expect(JSON.parse(String(form.get('cameraSettings')))).toEqual(HELD);

    const outcome = (await screen.findByText('校准完成')).closest('.ant-alert') as HTMLElement;
    expect(within(outcome).getByText(/前台一号 第 3 版/)).toBeInTheDocument();
    const normal = within(outcome).getByText('常光').closest('tr') as HTMLElement;
    expect(within(normal).getByText('18.4%')).toBeInTheDocument();
    expect(within(normal).getByText('×1.21')).toBeInTheDocument();
    expect(within(normal).getByText('0.93 / 1.21 / 1.38')).toBeInTheDocument();
    expect(within(outcome).getByText(/^拍摄设置：曝光固定 33.3 ms/)).toBeInTheDocument();
  });

  it("shows the engine's reasons when it refuses the card", async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    const reasons = [
      {
        code: 'CARD_NOT_UNIFORM',
        photo: 'normal',
        message: '常光：校准卡不均匀，请使用干净平整的 18% 灰卡重拍',
      },
    ];
    const { user } = renderPage({
      'POST /api/calibration': fail(
        422,
        'CALIBRATION_REFUSED',
        '校准未通过，请按提示重新拍摄校准卡',
        {
          reasons,
        },
      ),
    });
    await user.click(await screen.findByRole('button', { name: '拍常光' }));
    await user.click(screen.getByRole('button', { name: '拍偏振光' }));
    await enter(user, screen.getByLabelText('显微镜名称'), '前台一号');
    await user.click(screen.getByRole('button', { name: /开始校准/ }));
    const refusal = (await screen.findByText('校准未通过')).closest('.ant-alert') as HTMLElement;
    expect(within(refusal).getByText(reasons[0]!.message)).toBeInTheDocument();
    expect(screen.queryByText('校准完成')).not.toBeInTheDocument();
  });

  it('offers 重复性测量 as its second mode, on the same microscope, without the card form', async () => {
    signInAs({ role: 'admin', scope: 'reach' });
    const { user } = renderPage();
    await user.click(await screen.findByText('重复性测量', { selector: '.ant-segmented *' }));
    const retest = screen.getByRole('region', { name: '重复性测量' });
    expect(within(retest).getByRole('button', { name: '拍常光' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /开始校准/, hidden: true })).not.toBeVisible();
    expect(screen.queryByText(/将 18% 中性灰卡平放/)).not.toBeInTheDocument();
  });

  it('is not for staff of a company', async () => {
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: 3 });
    renderPage();
    expect(await screen.findByText('无权访问')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /开始校准/ })).not.toBeInTheDocument();
  });
});
