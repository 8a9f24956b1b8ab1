import type { StudyParticipation } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/session';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { button, findButton, renderApp } from '../test-helpers';

describe('query page', () => {
  it('checks the token on entry with the fixed key', async () => {
    const { requests } = fakeApi();
    signInAs({ id: 42, scope: 'reach' });
    renderApp('/query');

    await waitFor(() =>
      expect(requests.find((r) => r.path === '/server/getRecCustomerByKey')?.query.toString()).toBe(
        'userId=42&scope=reach&key=111111',
      ),
    );
  });

  it('typing exactly SOS as the name opens the detection screen', async () => {
    fakeApi();
    signInAs();
    const { user, router } = renderApp('/query');

    await user.type(await screen.findByLabelText('姓名'), 'SOS');
    await user.click(button('查找'));

    expect(await screen.findByText('皮肤检测')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/picture/detect');
  });

  it('any other name searches the member list with name and phone', async () => {
    fakeApi();
    signInAs();
    const { user, router } = renderApp('/query');

    await user.type(await screen.findByLabelText('姓名'), 'sos');
    await user.type(screen.getByLabelText('手机号'), '139{Enter}');

    expect(await screen.findByText('会员列表')).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/query/list');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      telephone: '139',
      name: 'sos',
    });
  });

  it('limits the name to 50 and the phone to 20 characters', async () => {
    fakeApi();
    signInAs();
    renderApp('/query');
    expect(await screen.findByLabelText('姓名')).toHaveAttribute('maxlength', '50');
    expect(screen.getByLabelText('手机号')).toHaveAttribute('maxlength', '20');
  });

  it('add member opens the registration screen', async () => {
    fakeApi();
    signInAs();
    const { user, router } = renderApp('/query');

    await user.click(await findButton('新增会员'));

    expect(router.state.location.pathname).toBe('/register');
  });

  it('without canScan, searching and adding a member are refused with the not-authorised message', async () => {
    fakeApi();
    signInAs({ canScan: false });
    const { user, router } = renderApp('/query');

    await user.type(await screen.findByLabelText('手机号'), '139');
    await user.click(button('查找'));
    expect(await screen.findByText('暂未授权，请联系管理员')).toBeInTheDocument();
    await user.click(button('新增会员'));

    expect(router.state.location.pathname).toBe('/query');
  });

  it('without canScan the SOS shortcut still opens the detection screen', async () => {
    fakeApi();
    signInAs({ canScan: false });
    const { user, router } = renderApp('/query');

    await user.type(await screen.findByLabelText('姓名'), 'SOS');
    await user.click(button('查找'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/detect'));
  });

  it('a failed token check ends the session and shows login', async () => {
    fakeApi({
      'GET /server/getRecCustomerByKey': fail(417, 'LOGIN_EXPIRED', '登录已过期，请刷新后重试'),
    });
    signInAs();
    const { router } = renderApp('/query');

    expect(await screen.findByText('登录已过期，请刷新后重试')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readSession()).toBeNull();
  });

  it('a token check that fails for another reason also goes to login', async () => {
    fakeApi({
      'GET /server/getRecCustomerByKey': fail(500, 'INTERNAL', '服务器开小差了，请稍后再试'),
    });
    signInAs();
    const { router } = renderApp('/query');

    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('issue 17 #31: the query page shows what staff need at the counter', () => {
  const overview = {
    today: [
      {
        recordId: 12,
        customerId: 7,
        customerName: '陈思雨',
        scope: 'reach',
        scanType: 'RETRY_SCAN',
        recorder: '周晴',
        created: new Date().toISOString(),
      },
    ],
    recent: [
      {
        id: 7,
        fullName: '陈思雨',
        mobile: '136****0001',
        scope: 'reach',
        storeName: '徐汇旗舰店',
        lastVisit: new Date().toISOString(),
        lastScanType: 'RETRY_SCAN',
      },
    ],
    due: [],
    recheckIntervalDays: 28,
  };

  it("lists today's consultations and recent customers, says when none is due, and opens a member", async () => {
    fakeApi({ 'GET /api/customer/counter': ok(overview) });
    signInAs({ canScan: true });
    const { user, router } = renderApp('/query');

    expect(await screen.findByText('今日检测')).toBeInTheDocument();
    expect(screen.getAllByText('陈思雨')).toHaveLength(2);
    expect(screen.getByText('1 位')).toBeInTheDocument();
    expect(screen.getByText('136****0001 · 上次复检')).toBeInTheDocument();
    expect(screen.getByText('没有超过 28 天未检测的顾客')).toBeInTheDocument();

    await user.click(screen.getAllByText('陈思雨')[0]!);
    expect(router.state.location.pathname).toBe('/query/detail/7');
    expect(router.state.location.search).toBe('?scope=reach');
  });

  it('empty lists say so; staff who may not scan are not asked about customers', async () => {
    const { requests } = fakeApi({
      'GET /api/customer/counter': ok({ ...overview, today: [], recent: [] }),
    });
    signInAs({ canScan: true });
    renderApp('/query');
    expect(await screen.findByText('今天还没有检测记录')).toBeInTheDocument();
    expect(screen.getByText('还没有顾客做过检测')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/customer/counter')).toHaveLength(1);
  });

  it('staff without canScan see the search only', async () => {
    const { requests } = fakeApi({ 'GET /api/customer/counter': ok(overview) });
    signInAs({ canScan: false });
    renderApp('/query');
    expect(await screen.findByLabelText('姓名')).toBeInTheDocument();
    expect(screen.queryByText('今日检测')).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/customer/counter')).toBe(false);
  });
});

describe('issue 32 #3: the counter overview reminds of microscopes short of test-retest pairs', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  const reminders = [
    {
      deviceLabel: 'USB Microscope (1234:5678)',
      name: '前台一号',
      acceptedPairs: 12,
      lastPairAt: daysAgo(2),
    },
    { deviceLabel: 'Second Microscope', name: null, acceptedPairs: 25, lastPairAt: daysAgo(40) },
    { deviceLabel: 'Third Microscope', name: '护理室', acceptedPairs: 0, lastPairAt: null },
    // Enough pairs, lately: nothing to say.
    { deviceLabel: 'Fine Microscope', name: '二号机', acceptedPairs: 30, lastPairAt: daysAgo(1) },
  ];

  it('names each device and what it lacks; the store manager gets the link to 设备重复性', async () => {
    const { requests } = fakeApi({ 'GET /api/retest-reminders': ok(reminders) });
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: null, canScan: true });
    const { user, router } = renderApp('/query');
    const alert = await screen.findByRole('alert', { name: '显微镜重复性测量提醒' });
    expect(within(alert).getByText('显微镜「前台一号」的重复性测量还差 8 对')).toBeVisible();
    expect(
      within(alert).getByText('显微镜「Second Microscope」的重复性测量已超过 30 天未测'),
    ).toBeVisible();
    expect(
      within(alert).getByText('显微镜「护理室」还没有做过重复性测量，需测满 20 对'),
    ).toBeVisible();
    expect(within(alert).queryByText(/二号机/)).not.toBeInTheDocument();
    expect(
      within(alert).getByText(/可在显微镜校准页的「重复性测量」或检测时的部位拍摄页补测/),
    ).toBeVisible();
    expect(requests.filter((r) => r.path === '/api/retest-reminders')).toHaveLength(1);
    await user.click(within(alert).getByRole('link', { name: '查看设备重复性' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/repeatability'));
  });

  it('staff who capture but may not open 设备重复性 are reminded too, without the link', async () => {
    fakeApi({ 'GET /api/retest-reminders': ok(reminders.slice(0, 1)) });
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: 10, canScan: true });
    renderApp('/query');
    const alert = await screen.findByRole('alert', { name: '显微镜重复性测量提醒' });
    expect(within(alert).getByText('显微镜「前台一号」的重复性测量还差 8 对')).toBeVisible();
    expect(within(alert).getByText(/检测时在部位拍摄页点「重复性测量」即可补测/)).toBeVisible();
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says nothing when every device is measured lately', async () => {
    const { requests } = fakeApi({
      'GET /api/retest-reminders': ok(reminders.slice(3)),
      'GET /api/customer/counter': ok({ today: [], recent: [], due: [], recheckIntervalDays: 28 }),
    });
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: null, canScan: true });
    renderApp('/query');
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/retest-reminders')).toBe(true),
    );
    // The overview, asked at the same time, has come: the reminders' answer has too.
    expect(await screen.findByText('今天还没有检测记录')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: '显微镜重复性测量提醒' })).not.toBeInTheDocument();
  });

  it('does not ask for staff who neither capture nor look after the microscopes', async () => {
    const { requests } = fakeApi({ 'GET /api/retest-reminders': ok(reminders) });
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: 10, canScan: false });
    renderApp('/query');
    expect(await screen.findByLabelText('姓名')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/retest-reminders')).toBe(false);
    expect(screen.queryByRole('alert', { name: '显微镜重复性测量提醒' })).not.toBeInTheDocument();
  });
});

describe('issue 33 #2: the counter overview lists the study visits due', () => {
  const participation = (overrides: Partial<StudyParticipation>): StudyParticipation => ({
    studyId: 4,
    studyName: '舒缓精华 28 天',
    enrolmentId: 9,
    code: 'P03',
    customerId: 21,
    customerName: '陈静',
    schedule: [0, 14, 28],
    recorded: [0],
    recordIds: [70],
    due: [],
    ...overrides,
  });

  it('names the customer, her code, the study and the window; a missed visit says so', async () => {
    fakeApi({
      'GET /api/study-participations': ok([
        participation({
          due: [
            { day: 14, opens: '2026-12-12', closes: '2026-12-18', state: 'open' },
            { day: 28, opens: '2026-12-26', closes: '2027-01-01', state: 'upcoming' },
          ],
        }),
        participation({
          enrolmentId: 10,
          code: 'P04',
          customerId: 22,
          customerName: '林晓',
          due: [{ day: 14, opens: '2026-11-01', closes: '2026-11-07', state: 'missed' }],
        }),
      ]),
    });
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: 10, canScan: true });
    const { user, router } = renderApp('/query');
    const alert = await screen.findByRole('alert', { name: '研究访视' });
    // Only what is due now or was missed: day 28 is still to come.
    expect(within(alert).getAllByRole('link')).toHaveLength(2);
    expect(
      within(alert).getByText(
        '陈静（P03）·《舒缓精华 28 天》第 14 天访视：2026-12-12 至 2026-12-18',
      ),
    ).toBeVisible();
    expect(
      within(alert).getByText('林晓（P04）·《舒缓精华 28 天》第 14 天访视已超出时间窗'),
    ).toBeVisible();
    await user.click(within(alert).getAllByRole('link')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/query/detail/21'));
  });
});
