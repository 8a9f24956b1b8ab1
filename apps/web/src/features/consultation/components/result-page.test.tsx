import { DETECT_DIMENSIONS } from '@skinscope/contracts';
import type { AnaPart, DetectDimension, HistoryReport, PartDetection } from '@skinscope/contracts';
import { answersFromState, computeConsultation, toRecordFields } from '@skinscope/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentRecordIdKey,
  readQuestionnaireState,
  setWizardValue,
} from '../../../lib/wizard-state';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { previousConsultationKey } from '../state/previous-consultation';
import { startWizard, storeAnswer, storeFemaleAnswers } from '../testing/consultation-fixtures';
import { UNMEASURED_RATINGS } from '@skinscope/domain/testing';

beforeEach(() => window.sessionStorage.clear());

function expectedResult() {
  const answers = answersFromState(readQuestionnaireState());
  if (!answers) throw new Error('incomplete answers');
  return computeConsultation(answers);
}

describe('analyse/result', () => {
  it('shows the domain scores as 0–10 sliders at 47.5 px a point, and the active phase', async () => {
    fakeApi();
    signInAs();
    startWizard();
    storeFemaleAnswers();
    const expected = expectedResult();
    const { user, router } = renderApp('/analyse/result');

    expect(await screen.findByText('您的皮肤分析结果')).toBeInTheDocument();
    const meters = screen.getAllByRole('meter');
    expect(meters).toHaveLength(8);
    expect(
      meters.map((meter) => [
        meter.getAttribute('aria-label'),
        meter.getAttribute('aria-valuenow'),
      ]),
    ).toEqual(expected.scores.map((score) => [score.name, String(score.score)]));
    const first = meters[0]?.parentElement;
    expect(first?.style.getPropertyValue('--score-track')).toBe('475px');
    expect(first?.style.getPropertyValue('--score-fill')).toBe(
      `${(expected.scores[0]?.score ?? 0) * 47.5}px`,
    );
    // Sensitivity (key 9) was picked: the repair phase is the active one.
    const current = document.querySelectorAll('[aria-current="step"].phase');
    expect([...current].map((node) => node.querySelector('strong')?.textContent)).toEqual([
      '修损阶段当前',
    ]);

    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommend/step'));
  });

  it.each([
    [1, '8'],
    [2, '6'],
  ])(
    'menses option %i gives oil control %s for oily skin (+2 only for the first)',
    async (menses, oil) => {
      fakeApi();
      signInAs();
      startWizard();
      storeFemaleAnswers();
      storeAnswer('condition', [2]);
      storeAnswer('condition2', [2], 2);
      storeAnswer('menses', [menses]);
      renderApp('/analyse/result');
      expect(await screen.findByRole('meter', { name: '控油平衡' })).toHaveAttribute(
        'aria-valuenow',
        oil,
      );
    },
  );

  it('says the questionnaire is unfinished instead of inventing scores', async () => {
    fakeApi();
    signInAs();
    startWizard();
    storeAnswer('condition', [1]);
    renderApp('/analyse/result');
    expect(await screen.findByText('问卷尚未完成')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('a photo-only visit shows the situation stored on the latest record', async () => {
    fakeApi();
    signInAs();
    startWizard({}, 'PHOTO_ONLY');
    const stored = toRecordFields(expectedResultFor([5]));
    window.sessionStorage.removeItem('skinscope.wizard.condition');
    setWizardValue(previousConsultationKey, {
      recordId: 90,
      situation: {
        ...stored.situation,
        pointList: stored.situation.pointList.map((p, i) => ({ ...p, point: i })),
      },
      steps: stored.steps,
      recommend: stored.recommend,
      concern: '色斑',
    });
    renderApp('/analyse/result');
    const meters = await screen.findAllByRole('meter');
    expect(meters.map((meter) => meter.getAttribute('aria-valuenow'))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(document.querySelector('[aria-current="step"].phase strong')?.textContent).toBe(
      '美肤阶段当前',
    );
  });
});

function expectedResultFor(conditions: number[]) {
  storeFemaleAnswers();
  storeAnswer('condition', conditions);
  storeAnswer('condition2', conditions, conditions[0]);
  return expectedResult();
}

/** A part of the visit's report: done with every score 70 (oil 5 %) and `change` on top. */
function donePart(change: Partial<Record<DetectDimension, object>> = {}): PartDetection {
  const dimensions = Object.fromEntries(
    DETECT_DIMENSIONS.map((key) => [
      key,
      {
        score: 70,
        type: null,
        level: 'lightly',
        area: key === 'skin_type' ? 5 : 1,
        result: key === 'color' ? 'ziran' : null,
        filename: `d7-${key}.jpg`,
        ...change[key],
      },
    ]),
  ) as Extract<PartDetection, { status: 'done' }>['dimensions'];
  return {
    status: 'done',
    detectionId: 7,
    dimensions,
    // A calibrated device: its tone counts (issue 18 #3).
    colorCalibrated: true,
    version: { engine: '2.2.0', calibration: '2026.4' },
    deviceCalibrationId: 1,
  };
}

/** `GET /server/analysis` of record 90 with these parts' analyses. */
function analysisReport(detections: PartDetection[]) {
  const anaParts: AnaPart[] = detections.map((detection, position) => ({
    part: 'yqg',
    position,
    partImageRecord: { partName: '右颧骨', ...UNMEASURED_RATINGS },
    nomalImages: [],
    polarImages: [],
    anaFigList: [],
    detection,
  }));
  const report: HistoryReport = {
    recordMain: { recordId: 90, customerName: '林晓', recDate: '2026-11-25', fullName: '王店长' },
    skinStatus: { mc: true },
    anaParts,
  };
  return {
    'GET /server/analysis': (request: { query: URLSearchParams }) =>
      request.query.get('recMainId') === '90' ? ok({ reports: [report] }) : ok({ reports: [] }),
  };
}

const noteUnder = (name: string) =>
  screen.getByRole('meter', { name }).parentElement?.querySelector('.score-note')?.textContent;

describe('analyse/result with the visit’s photos (issue 19 #6)', () => {
  it('moves each slider by the analysed photos and says what moved it; refused pairs do not count', async () => {
    fakeApi(
      analysisReport([
        donePart({ skin_type: { area: 20 }, elasticity: { score: 55 } }),
        { status: 'failed', reasons: [] },
      ]),
    );
    signInAs();
    startWizard();
    storeFemaleAnswers();
    setWizardValue(currentRecordIdKey, 90);
    renderApp('/analyse/result');

    // Dry and sensitive, in period: oil control 10 from the answers, oil 20 % takes 2 off.
    await waitFor(() =>
      expect(screen.getByRole('meter', { name: '控油平衡' })).toHaveAttribute('aria-valuenow', '8'),
    );
    // Issue 29 #8: the part that drove it is named.
    expect(noteUnder('控油平衡')).toBe('问卷 10 · 检测 −2（右颧骨油脂较多）');
    expect(noteUnder('紧致抗皱')).toBe('问卷 10 · 检测 −1（右颧骨细纹偏多）');
    expect(noteUnder('补水保湿')).toBe('问卷 5 · 检测 ±0（右颧骨少量皮屑）');
    expect(screen.getByText('1 个部位的照片未通过检查，未计入检测。')).toBeInTheDocument();
  });

  it('without an analysed pair the sliders are the questionnaire’s and say so', async () => {
    fakeApi(analysisReport([{ status: 'pending' }]));
    signInAs();
    startWizard();
    storeFemaleAnswers();
    setWizardValue(currentRecordIdKey, 90);
    const expected = expectedResult();
    renderApp('/analyse/result');

    expect(
      await screen.findByText('还有 1 个部位在分析中，完成后分数会自动更新。'),
    ).toBeInTheDocument();
    const meters = screen.getAllByRole('meter');
    expect(meters.map((meter) => meter.getAttribute('aria-valuenow'))).toEqual(
      expected.scores.map((score) => String(score.score)),
    );
    expect(noteUnder('屏障修护')).toBe(
      `问卷 ${expected.scores.find((score) => score.key === 'barrier')?.score} · 暂无检测`,
    );
  });

  it('a photo-only visit shows what its stored scores were made of', async () => {
    fakeApi();
    signInAs();
    startWizard({}, 'PHOTO_ONLY');
    const stored = toRecordFields(expectedResultFor([2]));
    window.sessionStorage.removeItem('skinscope.wizard.condition');
    setWizardValue(previousConsultationKey, {
      recordId: 90,
      situation: {
        ...stored.situation,
        pointList: stored.situation.pointList.map((point) =>
          point.name === '控油平衡'
            ? { ...point, point: 5, questionnaire: 6, measured: -1, evidence: ['油脂偏多'] }
            : point,
        ),
      },
      steps: stored.steps,
      recommend: stored.recommend,
      concern: '出油',
    });
    renderApp('/analyse/result');

    expect(await screen.findByRole('meter', { name: '控油平衡' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    expect(noteUnder('控油平衡')).toBe('问卷 6 · 检测 −1（油脂偏多）');
    // Stored before measurements moved scores: no line rather than a made-up one.
    expect(noteUnder('补水保湿')).toBeUndefined();
  });
});
