import { answersFromState, CARE_ITEMS, computeConsultation, careItem } from '@skinscope/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentRecordIdKey,
  readQuestionnaireState,
  setWizardValue,
} from '../../../lib/wizard-state';
import { fakeApi } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { startWizard, storeAnswer, storeFemaleAnswers } from '../testing/consultation-fixtures';

beforeEach(() => window.sessionStorage.clear());

function begin(path: string) {
  fakeApi();
  signInAs();
  startWizard();
  storeFemaleAnswers();
  return renderApp(path);
}

function expected() {
  const answers = answersFromState(readQuestionnaireState());
  if (!answers) throw new Error('incomplete answers');
  return computeConsultation(answers);
}

describe('recommend/step', () => {
  it('marks the 12 steps in three groups: highlighted at ≥ 5 points, ticked at ≥ 2', async () => {
    storeAnswer('condition', [1, 6, 9, 10]);
    const { user, router } = begin('/recommend/step');
    expect(await screen.findByText('推荐护理步骤')).toBeInTheDocument();
    const groups = screen.getAllByRole('columnheader').filter((th) => th.hasAttribute('colspan'));
    expect(groups.map((th) => [th.textContent, th.getAttribute('colspan')])).toEqual([
      ['基础护理', '6'],
      ['改善护理', '2'],
      ['进阶护理', '4'],
    ]);
    const cells = screen.getAllByRole('cell');
    expect(cells).toHaveLength(12);
    const steps = expected().steps;
    expect(steps.some((step) => step.highlight)).toBe(true);
    steps.forEach((step, index) => {
      expect(cells[index]).toHaveAttribute('data-highlight', String(step.points >= 5));
      expect(cells[index]).toHaveAttribute('data-tick', String(step.points >= 2));
    });
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommend/result'));
  });
});

describe('recommend/result', () => {
  it('shows two process pictures and goes to recommend/help', async () => {
    const { user, router } = begin('/recommend/result');
    expect(await screen.findByText('院内专业护理')).toBeInTheDocument();
    expect(document.querySelectorAll('.intro-card svg')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommend/help'));
  });
});

describe('recommend/help', () => {
  it('shows the recommended care (at most three); a click opens its special page', async () => {
    const { user, router } = begin('/recommend/help');
    const care = expected().care;
    const cards = await screen.findAllByRole('button', { name: /·/ });
    expect(cards.map((card) => card.textContent)).toEqual(care.map((key) => careItem(key)?.name));
    expect(cards.length).toBeLessThanOrEqual(3);
    const first = cards[0];
    if (!first) throw new Error('no care card');
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommend/special'));
    expect(router.state.location.search).toBe(`?key=${care[0] ?? ''}`);
  });
});

describe('recommend/all', () => {
  it('shows all 16 care items, each opening its special page', async () => {
    const { user, router } = begin('/recommend/all');
    const cards = await screen.findAllByRole('button', { name: /·/ });
    expect(cards).toHaveLength(16);
    await user.click(screen.getByRole('button', { name: /奢华·敏感修护/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?key=luxury-repair'));
  });
});

describe('recommend/special', () => {
  it('shows the care name and its demo pictures joined by arrows; Next goes to all', async () => {
    const { user, router } = begin('/recommend/special?key=basic-cleanse');
    const item = CARE_ITEMS.find((care) => care.key === 'basic-cleanse');
    expect(await screen.findByRole('heading', { name: item?.name })).toBeInTheDocument();
    const sequence = screen.getByRole('list', { name: /护理流程/ });
    expect(
      within(sequence)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(item?.demos.map((demo) => demo.name));
    expect(sequence.querySelectorAll('.demo-arrow')).toHaveLength((item?.demos.length ?? 0) - 1);
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommend/all'));
  });

  it.each(['/recommend/special', '/recommend/special?key=nope'])(
    '%s redirects to recommend/all',
    async (path) => {
      const { router } = begin(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/recommend/all'));
      expect(await screen.findByText('全部护理项目')).toBeInTheDocument();
    },
  );
});

describe('recommend/goods', () => {
  it('shows the five goods of the main concern', async () => {
    begin('/recommend/goods');
    expect(await screen.findByText(/针对您最关注的“敏感泛红”/)).toBeInTheDocument();
    const goods = expected().goods;
    expect(goods).toHaveLength(5);
    for (const item of goods)
      expect(screen.getByRole('img', { name: item.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /下一步/ })).toBeNull();
  });

  it('issue 29 #10: ends with 上一步, 返回会员详情 and 生成报告链接 for the visit just saved', async () => {
    const { user, router } = begin('/recommend/goods');
    setWizardValue(currentRecordIdKey, 90);
    // The router's state moves before React commits the next screen (a transition): until the
    // goods page has left the page, a button found there is the old page's, and a click on it is
    // lost when the new goods page replaces it (seen under load).
    const goodsLeft = () =>
      waitFor(() => expect(screen.queryByRole('button', { name: /返回会员详情/ })).toBeNull());
    await user.click(await screen.findByRole('button', { name: /生成报告链接/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/query/detail/31'));
    expect(router.state.location.search).toBe('?share=90');
    await goodsLeft();
    await router.navigate('/recommend/goods');
    await user.click(await screen.findByRole('button', { name: /返回会员详情/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/query/detail/31'));
    expect(router.state.location.search).toBe('');
    await goodsLeft();
    await router.navigate('/recommend/goods');
    await user.click(await screen.findByRole('button', { name: /上一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommend/summary'));
  });
});

describe('issue 29 #10: steps 5–6 offer 上一步', () => {
  it.each([
    ['/recommend/step', '/analyse/result'],
    ['/recommend/result', '/recommend/step'],
    ['/recommend/help', '/recommend/result'],
    ['/recommend/all', '/recommend/help'],
    ['/recommend/summary', '/recommend/all'],
  ])('%s goes back to %s', async (from, to) => {
    const { user, router } = begin(from);
    await user.click(await screen.findByRole('button', { name: /上一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });
});
