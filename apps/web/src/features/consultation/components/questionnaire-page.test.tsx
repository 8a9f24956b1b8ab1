import { IRREGULAR_PERIODS_INDEX, IRREGULAR_PERIODS_KEY } from '@skinscope/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerKey, getWizardValue } from '../../../lib/wizard-state';
import { fakeApi } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { startWizard, storeAnswer } from '../testing/consultation-fixtures';

const next = () => screen.getByRole('button', { name: /下一步/ });
const tile = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(name) });

function openPage(path: string) {
  fakeApi();
  signInAs();
  return renderApp(path);
}

beforeEach(() => window.sessionStorage.clear());

describe('condition', () => {
  it('a tap toggles an option; Next waits for one and then saves and opens condition2', async () => {
    startWizard();
    storeAnswer('condition2', [2], 2);
    const { user, router } = openPage('/collection/condition');

    expect(await screen.findByText('您目前有哪些皮肤困扰？')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(tile('干燥缺水'));
    expect(tile('干燥缺水')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tile('容易出油'));
    await user.click(tile('容易出油'));
    expect(tile('容易出油')).toHaveAttribute('aria-pressed', 'false');
    expect(next()).toBeEnabled();

    await user.click(next());

    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/condition2'));
    const saved = getWizardValue(answerKey('condition')) ?? [];
    expect(saved.filter((item) => item.level > 0).map((item) => item.key)).toEqual([1]);
    // The earlier main concern was cleared; condition2 starts without one.
    const radios = await screen.findAllByRole('radio');
    expect(radios.filter((r) => r.getAttribute('aria-checked') === 'true')).toHaveLength(0);
  });

  it('sorts sensitivity first, as the spec asks', async () => {
    startWizard();
    openPage('/collection/condition');
    const group = await screen.findByRole('group', { name: '您目前有哪些皮肤困扰？' });
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names[0]).toBe('敏感泛红');
    expect(names).toHaveLength(10);
  });
});

describe('condition2', () => {
  it('without a condition answer goes back to condition', async () => {
    startWizard();
    const { router } = openPage('/collection/condition2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/condition'));
  });

  it('only picked troubles are enabled; a tap promotes to 最关注 and demotes the earlier one', async () => {
    startWizard();
    storeAnswer('condition', [1, 5]);
    const { user } = openPage('/collection/condition2');

    await screen.findByText('其中您最关注的是哪一个？');
    expect(radio('容易出油')).toBeDisabled();
    expect(next()).toBeDisabled();

    await user.click(radio('干燥缺水'));
    expect(radio('干燥缺水')).toHaveAttribute('aria-checked', 'true');
    expect(within(radio('干燥缺水')).getByText('最关注')).toBeInTheDocument();
    expect(next()).toBeEnabled();

    await user.click(radio('色斑'));
    expect(radio('色斑')).toHaveAttribute('aria-checked', 'true');
    expect(radio('干燥缺水')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getAllByText('最关注')).toHaveLength(1);
  });

  it.each([
    ['FULL_SCAN', '/collection/help'],
    ['RETRY_SCAN', '/collection/menses'],
  ] as const)('with %s Next goes to %s', async (scanType, target) => {
    startWizard({}, scanType);
    storeAnswer('condition', [1]);
    const { user, router } = openPage('/collection/condition2');
    await user.click(await screen.findByRole('radio', { name: /干燥缺水/ }));
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    const saved = getWizardValue(answerKey('condition2')) ?? [];
    expect(saved.find((item) => item.level === 2)?.key).toBe(1);
  });
});

describe('menses', () => {
  it('is a single choice and leads to habit', async () => {
    startWizard({ gender: 'female' });
    const { user, router } = openPage('/collection/menses');
    await user.click(await screen.findByRole('radio', { name: '目前在生理期' }));
    await user.click(radio('目前不在生理期'));
    expect(radio('目前在生理期')).toHaveAttribute('aria-checked', 'false');
    expect(radio('目前不在生理期')).toHaveAttribute('aria-checked', 'true');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/habit'));
  });

  it('is skipped for a man, replacing the history entry', async () => {
    startWizard({ gender: 'male' });
    const { router } = openPage('/collection/menses');
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/habit'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("a man's help page leads past menses to habit", async () => {
    startWizard({ gender: 'male' });
    const { user, router } = openPage('/collection/help');
    await user.click(await screen.findByRole('button', { name: /医院皮肤科/ }));
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/habit'));
  });
});

describe('habit, situation, nursing', () => {
  it('habits show as two rows of six', async () => {
    startWizard();
    openPage('/collection/habit');
    const group = await screen.findByRole('group', { name: '您平时有哪些护肤步骤？' });
    expect(within(group).getAllByRole('button')).toHaveLength(12);
    expect(group.style.getPropertyValue('--option-columns')).toBe('6');
  });

  it.each([
    ['situation', '/collection/body'],
    ['nursing', '/collection/ambition'],
  ])('%s lets Next through with nothing selected', async (page, target) => {
    startWizard();
    const { user, router } = openPage(`/collection/${page}`);
    await screen.findByRole('group');
    expect(next()).toBeEnabled();
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });
});

describe('body', () => {
  it('a man sees 7 options; the saved answer has all 8 with irregular periods back at index 4', async () => {
    startWizard({ gender: 'male' });
    const { user, router } = openPage('/collection/body');
    const group = await screen.findByRole('group', { name: /身体有以下状况/ });
    expect(within(group).getAllByRole('button')).toHaveLength(7);
    expect(within(group).queryByText('月经不规律')).toBeNull();

    await user.click(tile('肩颈酸痛'));
    await user.click(next());

    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/nursing'));
    const saved = getWizardValue(answerKey('body')) ?? [];
    expect(saved).toHaveLength(8);
    expect(saved[IRREGULAR_PERIODS_INDEX]).toMatchObject({ key: IRREGULAR_PERIODS_KEY, level: 0 });
  });

  it('a woman sees all 8; a re-check goes on to the photos', async () => {
    startWizard({ gender: 'female' }, 'RETRY_SCAN');
    const { user, router } = openPage('/collection/body');
    const group = await screen.findByRole('group', { name: /身体有以下状况/ });
    expect(within(group).getAllByRole('button')).toHaveLength(8);
    expect(next()).toBeDisabled();
    await user.click(tile('月经不规律'));
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/index'));
  });
});

describe('the last page and going back', () => {
  it('original needs one pick and goes to the photos', async () => {
    startWizard();
    const { user, router } = openPage('/collection/original');
    await screen.findByRole('group');
    expect(next()).toBeDisabled();
    await user.click(tile('朋友圈'));
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/index'));
  });

  it('a page shows the answer stored for it', async () => {
    startWizard();
    storeAnswer('ambition', [2, 5]);
    openPage('/collection/ambition');
    expect(await screen.findByRole('button', { name: /缓解疲劳/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(tile('学习居家护理方法')).toHaveAttribute('aria-pressed', 'true');
    expect(tile('放松身心')).toHaveAttribute('aria-pressed', 'false');
  });

  it('重新开始 clears the answers but keeps the customer', async () => {
    startWizard();
    storeAnswer('condition', [1]);
    storeAnswer('help', [2]);
    const { user, router } = openPage('/collection/help');
    await user.click(await screen.findByRole('button', { name: /重新开始/ }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: '重新开始' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/condition'));
    expect(getWizardValue(answerKey('condition'))).toBeNull();
    expect(getWizardValue(answerKey('help'))).toBeNull();
    expect(await screen.findByText('您目前有哪些皮肤困扰？')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('skinscope.wizard.customer')).not.toBeNull();
  });

  it('without a customer says so and offers 返回查询', async () => {
    const { user, router } = openPage('/collection/condition');
    expect(await screen.findByText('未找到本次检测的顾客')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回查询' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/query'));
  });
});

describe('上一步', () => {
  it('issue 17 #30: 上一步 opens the previous question, keeping what was tapped on both pages', async () => {
    startWizard();
    storeAnswer('situation', [1]);
    const { user, router } = openPage('/collection/body');
    expect(await screen.findByText('最近两个月，您的身体有以下状况吗？')).toBeInTheDocument();
    await user.click(tile('怕冷'));
    await user.click(screen.getByRole('button', { name: /上一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/situation'));
    // The situation answered before is still picked; body's tap was kept for the way back.
    await waitFor(() =>
      expect(screen.queryByText('最近两个月，您的身体有以下状况吗？')).toBeNull(),
    );
    const picked = screen
      .getAllByRole('button', { pressed: true })
      .map((button) => button.textContent);
    expect(picked).toHaveLength(1);
    const body = getWizardValue(answerKey('body')) ?? [];
    expect(body.some((item) => item.name === '怕冷' && item.level > 0)).toBe(true);
  });

  it('issue 17 #30: the first question goes back to the consent page', async () => {
    startWizard();
    const { user, router } = openPage('/collection/condition');
    expect(await screen.findByText('您目前有哪些皮肤困扰？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /上一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });
});
