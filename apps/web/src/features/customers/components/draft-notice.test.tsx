import type { RecordDraft } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerKey,
  currentRecordIdKey,
  detectListKey,
  getWizardValue,
} from '../../../lib/wizard-state';
import { readWizardCustomer, readWizardScanType } from '../../../lib/wizard-customer';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { customerRow } from '../test-fixtures';
import { renderApp } from '../test-helpers';
import { FIRST_VISIT_ANSWERS } from '@skinscope/domain/testing';

beforeEach(() => window.sessionStorage.clear());

const PART = {
  name: 'yqg',
  normal: '/home/imagerec/img/5/490000/1700000000001.jpg',
  lighting: '/home/imagerec/img/5/490000/1700000000002.jpg',
};

function draft(overrides: Partial<RecordDraft> = {}): RecordDraft {
  return {
    id: 77,
    created: '2026-11-24T06:30:00.000Z',
    recUserName: '王店长',
    scanType: 'FULL_SCAN',
    detectList: [PART],
    answers: FIRST_VISIT_ANSWERS,
    ...overrides,
  };
}

function detailWithDraft(drafts: RecordDraft[]) {
  return fakeApi({
    'GET /api/customer/5': ok(customerRow()),
    'GET /api/customer/record': ok([]),
    'GET /api/customer/5/drafts': () => ok(drafts),
    'DELETE /api/customer/record/77/draft': ok(null),
  });
}

describe('issue 17 #26: an unfinished consultation on customer detail', () => {
  it('says when and by whom it was started, and resumes it at the analysis with its answers', async () => {
    detailWithDraft([draft()]);
    signInAs({ canScan: true });
    const { user, router } = renderApp('/query/detail/5?scope=reach');

    const notice = (await screen.findByText('有一次未完成的检测')).closest('.ant-alert');
    expect(notice).not.toBeNull();
    expect(
      within(notice as HTMLElement).getByText(/王店长 开始的完整检测没有保存小结/),
    ).toBeVisible();
    expect(within(notice as HTMLElement).getByText(/已拍 1 个部位/)).toBeVisible();

    await user.click(within(notice as HTMLElement).getByRole('button', { name: '继续检测' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyse/result'));
    expect(readWizardCustomer()?.id).toBe(5);
    expect(readWizardScanType()).toBe('FULL_SCAN');
    expect(getWizardValue(currentRecordIdKey)).toBe(77);
    expect(getWizardValue(detectListKey)).toEqual([PART]);
    const condition2 = getWizardValue(answerKey('condition2'));
    expect(condition2?.find((item) => item.key === 9)?.level).toBe(2);
  });

  it('resumes a draft without kept answers at the questionnaire', async () => {
    detailWithDraft([draft({ answers: null })]);
    signInAs({ canScan: true });
    const { user, router } = renderApp('/query/detail/5?scope=reach');
    await user.click(await screen.findByRole('button', { name: '继续检测' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/condition'));
    expect(getWizardValue(currentRecordIdKey)).toBe(77);
  });

  it('discards it after a confirmation; it is gone from the page', async () => {
    const drafts = [draft(), draft({ id: 70 })];
    const { requests } = detailWithDraft(drafts);
    signInAs({ canScan: true });
    const { user } = renderApp('/query/detail/5?scope=reach');
    expect(await screen.findByText(/另有 1 次更早的未完成检测/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: '放弃' }));
    expect(await screen.findByText('放弃这次未完成的检测？')).toBeVisible();
    drafts.splice(0, 2);
    await user.click(screen.getAllByRole('button', { name: '放弃' }).at(-1)!);
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('已放弃未完成的检测')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('有一次未完成的检测')).toBeNull());
  });
});
