import type { CareOutcomes } from '@skinscope/contracts';
import { answersFromState, careItem, computeConsultation } from '@skinscope/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { enterCustomerMode } from '../../../lib/customer-mode';
import { readQuestionnaireState } from '../../../lib/wizard-state';
import { fakeApi, ok, type FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { startWizard, storeFemaleAnswers } from '../testing/consultation-fixtures';

beforeEach(() => window.sessionStorage.clear());

const CAVEAT = '观察数据，不是对照研究；改善按各次检测的波动范围判断';

type Horizons = CareOutcomes['company'];

/** Four weeks' figures: `shares` by dimension (null: 样本不足), eight weeks' nobody. */
function horizons(n: number, shares: Record<string, number | null>): Horizons {
  const figures = (improved: number | null) =>
    improved === null ? null : { improved, median: 2.5, q1: -1, q3: 6 };
  return [
    {
      weeks: 4,
      dimensions: Object.entries(shares).map(([dimension, improved]) => ({
        dimension: dimension as Horizons[number]['dimensions'][number]['dimension'],
        n,
        figures: figures(improved),
      })),
    },
    { weeks: 8, dimensions: [{ dimension: 'pigment', n: 0, figures: null }] },
  ];
}

const answer = (store: Horizons | null, company: Horizons) => (request: FakeRequest) =>
  ok({
    care: request.query.get('care') ?? '',
    since: '2026-09-01T00:00:00.000Z',
    days: 90,
    minCustomers: 20,
    store,
    company,
  } satisfies CareOutcomes);

function recommended() {
  const answers = answersFromState(readQuestionnaireState());
  if (!answers) throw new Error('incomplete answers');
  return computeConsultation(answers).care;
}

function begin(reply: (request: FakeRequest) => Response, path = '/recommend/help') {
  const api = fakeApi({ 'GET /api/care-outcomes': reply });
  signInAs();
  startWizard();
  storeFemaleAnswers();
  return { api, ...renderApp(path) };
}

describe('outcomes per care plan beside the recommended care (issue 33 #5)', () => {
  it("says the store's highest share improved, in whole percents, its median and quartiles in whole points, with the caveat", async () => {
    const { api } = begin(
      answer(
        horizons(24, { roughness: 0.4, pigment: 0.6249, sensitivity: 0.1 }),
        horizons(80, { pigment: 0.7 }),
      ),
    );
    const care = recommended();
    const line = '本店近 90 天：使用该方案的顾客中 62% 色素沉着改善（4 周，n=24）';
    await waitFor(() => expect(screen.getAllByText(line)).toHaveLength(care.length));
    expect(screen.getAllByText(CAVEAT)).toHaveLength(care.length);
    // How much the change varied, in whole points.
    expect(screen.getAllByText('中位变化 +3 分，四分位 −1 至 +6 分')).toHaveLength(care.length);
    // One request per recommended care, by its key.
    const asked = api.requests.filter((r) => r.path === '/api/care-outcomes');
    expect(asked.map((r) => r.query.get('care')).sort()).toEqual([...care].sort());
  });

  it("says 样本不足 with n below 20, and the company's figures when only they suffice", async () => {
    begin((request) =>
      request.query.get('care') === recommended()[0]
        ? answer(horizons(5, { pigment: null }), horizons(12, { pigment: null }))(request)
        : answer(horizons(7, { pigment: null }), horizons(31, { roughness: 0.55 }))(request),
    );
    expect(
      await screen.findByText('本店近 90 天：样本不足（n=5，满 20 位顾客后显示）'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('全公司近 90 天：使用该方案的顾客中 55% 粗糙度改善（4 周，n=31）'),
    ).toHaveLength(recommended().length - 1);
  });

  it('says 样本不足 (n=0) for a caller of no store whose company has nobody yet', async () => {
    // Beside the care's own page too.
    begin(answer(null, []), '/recommend/special?key=upgrade-spot');
    expect(
      await screen.findByText('全公司近 90 天：样本不足（n=0，满 20 位顾客后显示）'),
    ).toBeInTheDocument();
    expect(screen.getByText(careItem('upgrade-spot')!.name)).toBeInTheDocument();
  });

  it('says how the customers fared beside each recommended product, by its key', async () => {
    const { api } = begin(answer(horizons(21, { pigment: 0.43 }), []), '/recommend/goods');
    const line = '本店近 90 天：使用该产品的顾客中 43% 色素沉着改善（4 周，n=21）';
    await waitFor(() => expect(screen.getAllByText(line)).toHaveLength(5));
    const asked = api.requests.filter((r) => r.path === '/api/care-outcomes');
    expect(asked.map((r) => r.query.get('care'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^goods-\d+-[1-5]$/)]),
    );
    expect(new Set(asked.map((r) => r.query.get('care'))).size).toBe(5);
  });

  it('asks nothing and shows nothing in 顾客模式', async () => {
    enterCustomerMode(1);
    const { api } = begin(answer(horizons(24, { pigment: 0.62 }), []));
    expect(await screen.findAllByRole('button', { name: /·/ })).not.toHaveLength(0);
    await waitFor(() => expect(screen.queryByText(CAVEAT)).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.path === '/api/care-outcomes')).toHaveLength(0);
  });
});
