import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format-date';
import { allowSlowUi, SLOW_UI_MS } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeParticipant, makeStudy } from '../test-fixtures';

allowSlowUi();

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
const visit = (timepoint: number, takenAt: string) => ({ timepoint, recordId: 100, takenAt });
// As the screen writes them, in the machine's time zone.
const monthDay = (iso: string) => dayjs(iso).format('MM-DD');

function study() {
  return makeStudy({
    version: 2,
    locked: true,
    enrolled: 4,
    withdrawn: 1,
    versions: [
      { version: 1, createdAt: '2026-11-02T02:00:00.000Z', lockedAt: '2026-11-03T02:00:00.000Z' },
      { version: 2, createdAt: '2026-11-05T02:00:00.000Z', lockedAt: null },
    ],
    participants: [
      makeParticipant({ visits: [visit(0, daysAgo(20)), visit(14, daysAgo(6))] }),
      makeParticipant({
        enrolmentId: 2,
        code: 'P02',
        customerName: '张敏',
        protocolVersion: 2,
        visits: [visit(0, daysAgo(13))],
      }),
      makeParticipant({
        enrolmentId: 3,
        code: 'P03',
        customerName: '王芳',
        visits: [visit(0, daysAgo(20))],
      }),
      makeParticipant({
        enrolmentId: 4,
        code: 'P04',
        customerName: '赵丽',
        visits: [visit(0, daysAgo(20))],
        withdrawnAt: '2026-11-20T02:00:00.000Z',
      }),
    ],
  });
}

const rowOf = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
/** The cell of a row under the column headed `title`. */
function cellOf(row: HTMLElement, title: string): HTMLElement {
  const headers = [...row.closest('table')!.querySelectorAll('thead th')];
  const index = headers.findIndex((th) => th.textContent === title);
  return row.querySelectorAll('td')[index] as HTMLElement;
}

describe('a study’s detail', { timeout: SLOW_UI_MS }, () => {
  it('shows each participant’s visits: done with the date, due, missed or not yet with the window', async () => {
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: null, canScan: true });
    fakeApi({ 'GET /api/studies/3': ok(study()) });
    renderApp('/admin/studies/3');
    await screen.findByText('P01');
    const p1 = rowOf('P01');
    expect(within(p1).getByText('李娜')).toBeInTheDocument();
    expect(within(p1).getByText('使用组')).toBeInTheDocument();
    expect(within(cellOf(p1, '第 14 天')).getByText('已完成')).toBeInTheDocument();
    expect(within(cellOf(p1, '第 14 天')).getByText(formatDate(daysAgo(6)))).toBeInTheDocument();
    expect(within(cellOf(p1, '第 28 天')).getByText('未到期')).toBeInTheDocument();
    const p2 = rowOf('P02');
    expect(within(p2).getByText('第 2 版')).toBeInTheDocument();
    const due = cellOf(p2, '第 14 天');
    expect(within(due).getByText('待访视')).toBeInTheDocument();
    expect(
      within(due).getByText(`${monthDay(daysAgo(2))} 至 ${monthDay(daysAgo(-4))}`),
    ).toBeInTheDocument();
    expect(within(cellOf(rowOf('P03'), '第 14 天')).getByText('超出时间窗')).toBeInTheDocument();
    const p4 = rowOf('P04');
    expect(within(p4).getByText('已退出（2026-11-20）')).toBeInTheDocument();
    expect(within(p4).queryByRole('button', { name: /退出研究/ })).toBeNull();
    // The versions, the second not locked yet.
    const versions = screen.getByRole('region', { name: '方案版本' });
    expect(within(versions).getByText('未锁定')).toBeInTheDocument();
  });

  it('withdraws a participant after confirmation', async () => {
    signInAs({ role: 'staff', scope: 'cgo', companyUserId: null, canScan: true });
    const { requests } = fakeApi({
      'GET /api/studies/3': ok(study()),
      'POST /api/studies/3/enrolments/2/withdraw': ok(
        makeParticipant({ enrolmentId: 2, withdrawnAt: new Date().toISOString() }),
      ),
    });
    const { user } = renderApp('/admin/studies/3');
    await screen.findByText('P02');
    await user.click(within(rowOf('P02')).getByRole('button', { name: /退出研究/ }));
    expect(await screen.findByText(/退出后她的数据不再进入之后的任何分析/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '退出' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/studies/3/enrolments/2/withdraw')).toBe(true),
    );
  });

  it('offers withdrawal to those who run the study, even without taking photos', async () => {
    signInAs({ role: 'admin', scope: 'reach', canScan: false });
    fakeApi({ 'GET /api/studies/3': ok(study()) });
    renderApp('/admin/studies/3');
    await screen.findByText('P02');
    expect(within(rowOf('P02')).getByRole('button', { name: /退出研究/ })).toBeInTheDocument();
  });
});
