import type { StudyParticipation, StudySummary } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, fastUser, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { customerRow, scanRecord } from '../test-fixtures';
import { renderApp } from '../test-helpers';

allowSlowUi();

const study = (overrides: Partial<StudySummary> = {}): StudySummary => ({
  id: 4,
  name: '舒缓精华 28 天',
  sponsor: '示例品牌',
  design: 'single_arm',
  version: 1,
  locked: true,
  enrolled: 3,
  withdrawn: 0,
  targetSize: 30,
  createdAt: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

const hers: StudyParticipation = {
  studyId: 4,
  studyName: '舒缓精华 28 天',
  enrolmentId: 9,
  code: 'P03',
  customerId: 5,
  customerName: '李娜',
  schedule: [0, 14, 28],
  recorded: [0],
  recordIds: [70],
  due: [
    { day: 14, opens: '2026-12-12', closes: '2026-12-18', state: 'open' },
    { day: 28, opens: '2026-12-26', closes: '2027-01-01', state: 'upcoming' },
  ],
};

function renderDetail(participations: StudyParticipation[], extra = {}) {
  const api = fakeApi({
    'GET /api/customer/5': ok(customerRow()),
    'GET /api/customer/record': ok([
      scanRecord({ id: 77 }),
      scanRecord({ id: 70, recUserName: '已记录的访视' }),
    ]),
    'GET /api/customer/5/drafts': ok([]),
    'GET /api/study-participations': ok(participations),
    'GET /api/studies': ok([
      study(),
      study({ id: 6, name: '控油对照研究', design: 'control_arm' }),
    ]),
    ...extra,
  });
  signInAs({ role: 'staff', scope: 'cgo', companyUserId: 10, canScan: true });
  renderApp('/query/detail/5');
  return { ...api, user: fastUser() };
}

const posts = (requests: FakeRequest[], path: RegExp) =>
  requests.filter((request) => request.method === 'POST' && path.test(request.path));

describe('issue 33 #2: her efficacy studies on the customer page', { timeout: SLOW_UI_MS }, () => {
  it('shows each timepoint’s state and records a visit as one still to record', async () => {
    const { requests, user } = renderDetail([hers], {
      'POST /api/studies/4/enrolments/9/visits': ok({}),
    });
    const card = (await screen.findByText('舒缓精华 28 天')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('编号 P03', { exact: false })).toBeVisible();
    expect(within(card).getByText('第 0 天 · 已记录')).toBeVisible();
    expect(within(card).getByText('第 14 天 · 可访视（2026-12-12 至 2026-12-18）')).toBeVisible();
    expect(within(card).getByText('第 28 天 · 未到期（2026-12-26 至 2027-01-01）')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: '记为研究访视' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: '检测记录' }));
    const offered = await screen.findByText(/· 王小美/, {
      selector: '.ant-select-item-option-content',
    });
    // Day 0's visit (record 70) is recorded already: a visit counts for one timepoint only.
    expect(screen.queryByText(/· 已记录的访视/)).not.toBeInTheDocument();
    await user.click(offered);
    await user.click(within(dialog).getByRole('button', { name: /记为研究访视/ }));
    await waitFor(() => expect(posts(requests, /visits$/)).toHaveLength(1));
    // The first timepoint still to record is offered first.
    expect(posts(requests, /visits$/)[0]!.body).toEqual({ recordId: 77, timepoint: 14 });
  });

  it('enrols her only once she agreed to the research consent text, shown in full', async () => {
    const { requests, user } = renderDetail([], {
      'POST /api/studies/6/enrolments': ok({ code: 'P04' }),
    });
    expect(await screen.findByText('尚未参加功效验证研究')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /纳入研究/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/我自愿参加本门店组织的护肤功效验证研究/)).toBeVisible();
    expect(within(dialog).queryByText('她已参加公司全部的功效验证研究')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '研究' }));
    await user.click(
      await screen.findByText('控油对照研究', { selector: '.ant-select-item-option-content' }),
    );
    // A controlled study asks for her arm.
    await user.click(await within(dialog).findByRole('combobox', { name: '分组' }));
    await user.click(
      await screen.findByText('对照组（不使用）', { selector: '.ant-select-item-option-content' }),
    );
    await user.click(within(dialog).getByRole('button', { name: /纳入研究/ }));
    expect(
      await within(dialog).findByText('请先请顾客阅读并同意研究知情同意书'),
    ).toBeInTheDocument();
    expect(posts(requests, /enrolments$/)).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: '顾客已阅读并同意以上内容' }));
    await user.click(within(dialog).getByRole('button', { name: /纳入研究/ }));
    await waitFor(() => expect(posts(requests, /enrolments$/)).toHaveLength(1));
    expect(posts(requests, /enrolments$/)[0]!.body).toEqual({
      customerId: 5,
      arm: 'control',
      consentVersion: 'research-v1-2026-12',
    });
  });
});
