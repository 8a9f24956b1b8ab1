/**
 * Issue 19 #5: analyse/expect shows each part's analysis as it arrives, and a refused pair is
 * retaken there and then (the part's photo step, then straight back here).
 */
import type { DetectDimensionResult, VisitAnalysis, VisitPartStatus } from '@skinscope/contracts';
import { DETECT_DIMENSIONS } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentRecordIdKey, getWizardValue, setWizardValue } from '../../../lib/wizard-state';
import { fastUser } from '../../../test/antd-ui';
import { fakeApi, ok } from '../../../test/fake-api';
import type { FakeRequest } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { VISIT_ANALYSIS_POLL_MS } from '../api/visit-analysis';
import { stepPartKeys, stepPhotosKeys } from '../lib/capture-state';
import { retakeReturnKey } from '../lib/retake';
import { fakeMedia } from '../test-media';
import {
  startWizard,
  storedPhoto as photo,
  storedUrl as url,
  storeThreeSteps,
  setUpPhotoScreenTests,
} from '../test-pages';

vi.mock('../lib/frame', async () => (await import('../test-frame')).fakeFrame('none'));

setUpPhotoScreenTests(() => fakeMedia([]), 2);

function dimension(key: string, score: number, level: DetectDimensionResult['level']) {
  return {
    score,
    type: key === 'skin_type' ? 'oil' : null,
    level,
    area: 4,
    result: null,
    filename: `d12-${key}.jpg`,
  };
}

const measured: VisitPartStatus = {
  status: 'done',
  detectionId: 12,
  dimensions: Object.fromEntries(
    DETECT_DIMENSIONS.map((key) => [
      key,
      dimension(key, key === 'roughness' ? 42.5 : 88, key === 'roughness' ? 'moderately' : 'none'),
    ]),
  ) as Extract<VisitPartStatus, { status: 'done' }>['dimensions'],
  colorCalibrated: false,
  version: { engine: '2.0.0', calibration: '2026.2' },
  deviceCalibrationId: null,
};

const SWAPPED = '常光与偏振光照片可能拍反了，请确认光源后重拍';

/** The server's answer: the parts in record order, each in the state given. */
function visit(recordId: number, states: VisitPartStatus[], first = 1): VisitAnalysis {
  const parts = ['yqg', 'zlj', 'xb'].map((part, position) => ({
    part,
    position,
    normal: url(first + position * 2),
    lighting: url(first + position * 2 + 1),
    analysis: states[position] ?? { status: 'pending' as const },
  }));
  return {
    recordId,
    settled: parts.every((part) => part.analysis.status !== 'pending'),
    parts,
  };
}

const reads = (requests: FakeRequest[], recordId: number) =>
  requests.filter((request) => request.path === `/api/customer/record/${recordId}/analysis`);

describe('analyse/expect: the analysis during the visit', () => {
  it('shows each part waiting, then its explained results as they arrive, and stops asking once settled', async () => {
    signInAs();
    startWizard();
    storeThreeSteps();
    let answers = 0;
    const { requests } = fakeApi({
      'POST /api/customer/record': ok(5),
      'GET /api/customer/record/5/analysis': () => {
        answers += 1;
        return ok(
          answers === 1
            ? visit(5, [{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }])
            : visit(5, [measured, measured, { status: 'incomplete' }]),
        );
      },
    });
    renderApp('/analyse/expect');

    // While the pair is analysed: a waiting state for the part shown, 分析中 beside each part.
    expect(await screen.findByText('正在分析这组照片…')).toBeInTheDocument();
    expect(screen.getAllByText('分析中')).toHaveLength(3);

    // Then the measured results, explained: score, band, sentence, marked image with legend.
    const results = await screen.findByRole('region', { name: '检测结果' }, { timeout: 5_000 });
    await within(results).findByText('粗糙度', {}, { timeout: VISIT_ANALYSIS_POLL_MS * 3 });
    expect(within(results).getByText('42')).toBeInTheDocument();
    expect(within(results).getAllByText('需关注').length).toBeGreaterThan(0);
    expect(within(results).getByAltText('右颧骨粗糙度标记图')).toHaveAttribute(
      'src',
      '/fileSvr/get/d12-roughness.jpg',
    );
    expect(within(results).getAllByText('标记图中：').length).toBeGreaterThan(0);
    expect(screen.getAllByText('已完成')).toHaveLength(2);
    expect(screen.getByText('未分析')).toBeInTheDocument();

    // Settled: no more questions.
    const asked = reads(requests, 5).length;
    await new Promise((resolve) => setTimeout(resolve, VISIT_ANALYSIS_POLL_MS * 2));
    expect(reads(requests, 5)).toHaveLength(asked);
  });

  it('a refused pair asks for a retake: its step without the refused photos, then back here to analyse the new pair', async () => {
    signInAs();
    startWizard();
    storeThreeSteps();
    const saves: FakeRequest[] = [];
    let retaken = false;
    const { requests } = fakeApi({
      'POST /api/customer/record': (request) => {
        saves.push(request);
        return ok(5);
      },
      'GET /api/customer/record/5/analysis': () =>
        ok(
          retaken
            ? visit(5, [measured, measured, measured], 1)
            : visit(5, [
                measured,
                {
                  status: 'failed',
                  reasons: [{ code: 'LIGHTS_SWAPPED', photo: 'pair', message: SWAPPED }],
                },
                measured,
              ]),
        ),
    });
    const user = fastUser();
    const { router } = renderApp('/analyse/expect');

    // The refusal is named at the top and beside the part, in the engine's words in its detail.
    expect(
      await screen.findByText('左脸颊的照片未通过检测，建议重新拍摄后再继续'),
    ).toBeInTheDocument();
    const cheek = screen.getByRole('button', { name: /左脸颊/ });
    expect(within(cheek).getByText('需重拍')).toBeInTheDocument();
    await user.click(cheek);
    expect(screen.getByText('这组照片未通过检测，请重新拍摄')).toBeInTheDocument();
    expect(screen.getByText(SWAPPED)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /重新拍摄/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/step/one'));
    // The refused photos are gone: the step asks for a new pair; the part stays chosen.
    expect(getWizardValue(stepPhotosKeys.one)).toBeNull();
    expect(getWizardValue(stepPartKeys.one)).toBe('zlj');
    expect(getWizardValue(retakeReturnKey)).toBe('picture/step/one');

    // The new pair is taken (as the capture station stores it); Next goes straight back.
    setWizardValue(stepPhotosKeys.one, {
      normal: photo('normal', 7),
      lighting: photo('lighting', 8),
    });
    retaken = true;
    await screen.findByRole('heading', { name: '部位拍摄（一）' });
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyse/expect'));
    expect(getWizardValue(retakeReturnKey)).toBeNull();

    // The same record is saved again with the new pair in place of the refused one.
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]?.body).toMatchObject({ recordId: 5 });
    const cheekPhotos = (
      saves[1]?.body as { scan: { photos: { part: string; url: string }[] } }
    ).scan.photos.filter((saved) => saved.part === 'zlj');
    expect(cheekPhotos.map((saved) => saved.url)).toEqual([url(7), url(8)]);
    await waitFor(() => expect(getWizardValue(currentRecordIdKey)).toBe(5));
    await waitFor(() => expect(screen.getAllByText('已完成')).toHaveLength(3));
    expect(screen.queryByText(/未通过检测/)).not.toBeInTheDocument();
    expect(reads(requests, 5).length).toBeGreaterThan(1);
  });

  it('a pair the analysis gave up on can be retaken too; a failed read says so and stops asking', async () => {
    signInAs();
    startWizard();
    storeThreeSteps();
    const gaveUp = {
      status: 'unavailable' as const,
      reason: { code: 'analysis_error' as const, message: '分析多次出错，可重新检测' },
    };
    let reply = ok(visit(5, [gaveUp, measured, measured]));
    const { requests } = fakeApi({
      'POST /api/customer/record': ok(5),
      'GET /api/customer/record/5/analysis': () => reply.clone(),
    });
    const user = fastUser();
    const { router } = renderApp('/analyse/expect');
    expect(await screen.findByText('这组照片未能完成分析')).toBeInTheDocument();
    expect(screen.getByText('分析多次出错，可重新检测')).toBeInTheDocument();
    expect(screen.getByText('无法分析')).toBeInTheDocument();

    reply = Response.json({ code: 500, message: '服务器错误', error: 'INTERNAL' }, { status: 500 });
    await user.click(screen.getByRole('button', { name: /重新拍摄/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/step/three'));
    expect(getWizardValue(stepPhotosKeys.three)).toBeNull();

    setWizardValue(stepPhotosKeys.three, {
      normal: photo('normal', 7),
      lighting: photo('lighting', 8),
    });
    await screen.findByRole('heading', { name: '定位拍摄：右颧骨' });
    await user.click(screen.getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/analyse/expect'));
    expect(await screen.findByText('检测结果读取失败', {}, { timeout: 8_000 })).toBeInTheDocument();
    const asked = reads(requests, 5).length;
    await new Promise((resolve) => setTimeout(resolve, VISIT_ANALYSIS_POLL_MS * 2));
    expect(reads(requests, 5)).toHaveLength(asked);
  });
});
