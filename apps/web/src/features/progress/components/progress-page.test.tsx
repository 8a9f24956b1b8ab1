import {
  DETECT_DIMENSIONS,
  type CustomerProgress,
  type DetectDimension,
  type ProgressMeasurement,
  type SkinState,
} from '@skinscope/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// jsdom has no canvas: the charts are ECharts' own (e2e/tests/progress.spec.ts looks at them).
vi.mock('./echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

function measurement(recordId: number, score: number): ProgressMeasurement {
  const each = <T,>(value: (d: DetectDimension) => T) =>
    Object.fromEntries(DETECT_DIMENSIONS.map((d) => [d, value(d)])) as Record<DetectDimension, T>;
  return {
    recordId,
    status: 'done',
    reasons: [],
    normalImage: `/home/imagerec/img/5/1/${recordId}0.jpg`,
    polarisedImage: `/home/imagerec/img/5/1/${recordId}1.jpg`,
    detectionId: recordId,
    dimensions: each((d) => ({
      score,
      type: d === 'skin_type' ? 'oil' : null,
      level: 'none',
      area: 0,
      result: null,
      filename: `d${recordId}-${d}.jpg`,
    })),
    repeatability: each(() => 2),
    colorCalibrated: false,
  };
}

const USUAL: SkinState = { makeupRemoved: true, cleansedRecently: false, productsToday: false };

const visit = (recordId: number, date: string, skinState: SkinState | null = USUAL) => ({
  recordId,
  date,
  consultant: '王顾问',
  scanType: 'FULL_SCAN',
  careScores: [{ name: '控油平衡', point: 6 }],
  skinState,
});

function progress(first: ProgressMeasurement, latestState: SkinState = USUAL): CustomerProgress {
  return {
    customerId: 5,
    customerName: '李娜',
    visits: [
      visit(11, '2026-09-01T02:00:00.000Z'),
      visit(12, '2026-11-01T02:00:00.000Z', latestState),
    ],
    parts: [{ part: 'yqg', partName: '右颧骨', measurements: [first, measurement(12, 70)] }],
  };
}

describe('issue 19 #1: query/progress/{customerId}', () => {
  it('judges the first visit against the latest, says why colour and 肤质 get none', async () => {
    fakeApi({ 'GET /api/customer/5/progress': ok(progress(measurement(11, 60))) });
    signInAs();
    renderApp('/query/progress/5');

    expect(await screen.findByText('李娜的皮肤变化')).toBeInTheDocument();
    expect(screen.getByText('共 2 次检测')).toBeInTheDocument();
    const roughness = screen.getByTestId('progress-roughness');
    expect(within(roughness).getByText('改善')).toBeInTheDocument();
    expect(
      within(roughness).getByText('60.00 → 70.00（+10.00） · 波动范围 ±2'),
    ).toBeInTheDocument();
    const color = screen.getByTestId('progress-color');
    expect(within(color).getByText('不作判断')).toBeInTheDocument();
    expect(within(color).getByText('有一次显微镜未做颜色校准，肤色不作判断。')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('progress-skin_type')).getByText('油性 → 油性'),
    ).toBeInTheDocument();
    expect(await screen.findAllByRole('img', { name: /右颧骨.+的历次得分/ })).toHaveLength(7);
    // Both visits' photos of the part, side by side.
    const photos = screen.getByRole('region', { name: '照片对比' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/home/imagerec/img/5/1/110.jpg', '/home/imagerec/img/5/1/120.jpg']);
  });

  it('never judges from a visit whose photos were refused', async () => {
    const refused: ProgressMeasurement = {
      ...measurement(11, 0),
      status: 'failed',
      reasons: ['照片模糊，请重拍'],
      dimensions: null,
      repeatability: null,
      detectionId: null,
    };
    fakeApi({ 'GET /api/customer/5/progress': ok(progress(refused)) });
    signInAs();
    renderApp('/query/progress/5');

    const roughness = await screen.findByTestId('progress-roughness');
    expect(within(roughness).getByText('不作判断')).toBeInTheDocument();
    expect(
      within(roughness).getByText('有一次的照片未通过质量检查，这一项不作判断。'),
    ).toBeInTheDocument();
    expect(screen.queryByText('改善')).toBeNull();
  });

  it("says the comparison is only indicative when the two visits' skin states differ", async () => {
    fakeApi({
      'GET /api/customer/5/progress': ok(
        progress(measurement(11, 60), { ...USUAL, makeupRemoved: false }),
      ),
    });
    signInAs();
    renderApp('/query/progress/5');

    expect(await screen.findByTestId('progress-state-note')).toHaveTextContent(
      '本次未卸妆，对比仅供参考',
    );
  });

  it('says nothing about skin states that agree', async () => {
    fakeApi({ 'GET /api/customer/5/progress': ok(progress(measurement(11, 60))) });
    signInAs();
    renderApp('/query/progress/5');

    expect(await screen.findByText('李娜的皮肤变化')).toBeInTheDocument();
    expect(screen.queryByTestId('progress-state-note')).toBeNull();
  });
});
