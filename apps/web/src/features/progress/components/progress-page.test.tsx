import {
  DETECT_DIMENSIONS,
  type CustomerProgress,
  type DetectDimension,
  type ProgressMeasurement,
  type SkinState,
} from '@skinscope/contracts';
import { levelFromScore } from '@skinscope/analysis';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// jsdom has no canvas: the charts are ECharts' own (e2e/tests/showcase.spec.ts looks at them).
vi.mock('../../../components/chart/echart', () => ({
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
      level: levelFromScore(score),
      area: 0,
      result: null,
      filename: `d${recordId}-${d}.jpg`,
    })),
    repeatability: each(() => 2),
    colorCalibrated: false,
    version: { engine: '2.2.0', calibration: '2026.4' },
    deviceCalibrationId: null,
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
    parts: [{ part: 'yqg', partName: '右颧骨', measurements: [first, measurement(12, 82)] }],
  };
}

describe('issue 19 #1: query/progress/{customerId}', () => {
  it('judges the first visit against the latest, says why colour and 肤质 get none', async () => {
    fakeApi({ 'GET /api/customer/5/progress': ok(progress(measurement(11, 58))) });
    signInAs();
    renderApp('/query/progress/5');

    expect(await screen.findByText('李娜的皮肤变化')).toBeInTheDocument();
    expect(screen.getByText('共 2 次检测')).toBeInTheDocument();
    const roughness = screen.getByTestId('progress-roughness');
    expect(within(roughness).getByText('改善')).toBeInTheDocument();
    // Each score with its band (issue 19 #2), then the change and the repeatability band with
    // its source (issue 32 #3): no device pairs sent, so the engine's.
    expect(roughness.querySelector('.progress-scores')).toHaveTextContent(
      '58需关注 → 82好（+24） · 波动范围：引擎估计 ±2',
    );
    const color = screen.getByTestId('progress-color');
    expect(within(color).getByText('不作判断')).toBeInTheDocument();
    expect(
      within(color).getByText(
        '有一次肤色未按颜色校准测量（显微镜未校准，或拍摄设置与校准不一致），肤色不作判断。',
      ),
    ).toBeInTheDocument();
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

  it('issue 32 #3: names the device’s measured band when the server judged with it', async () => {
    // The latest visit's device has its own band for roughness: ±4.6 measured, wider than ±2.
    const latest: ProgressMeasurement = {
      ...measurement(12, 61),
      bandsInUse: {
        roughness: { band: 4.6, source: 'device' },
        pigment: { band: 2, source: 'engine' },
      },
    };
    const data = progress(measurement(11, 58));
    data.parts[0]!.measurements[1] = latest;
    fakeApi({ 'GET /api/customer/5/progress': ok(data) });
    signInAs();
    renderApp('/query/progress/5');

    const roughness = await screen.findByTestId('progress-roughness');
    // +3 is within the device's ±4.6 (beyond the engine's ±2): 稳定, and it says which band.
    expect(within(roughness).getByText('稳定')).toBeInTheDocument();
    expect(roughness.querySelector('.progress-scores')).toHaveTextContent(
      '58需关注 → 61一般（+3） · 波动范围：本设备实测 ±5',
    );
    const pigment = screen.getByTestId('progress-pigment');
    expect(within(pigment).getByText('改善')).toBeInTheDocument();
    expect(pigment.querySelector('.progress-scores')).toHaveTextContent('波动范围：引擎估计 ±2');
  });

  it('issue 32 #4: says when both visits’ bands are those of a mean of two captures', async () => {
    // Each visit photographed the part twice: the server sent the means with bands ÷ √2.
    const averaged = (m: ProgressMeasurement): ProgressMeasurement => ({
      ...m,
      repeatability: { ...m.repeatability!, roughness: 2 / Math.SQRT2 },
      bandsInUse: { roughness: { band: 4.6 / Math.SQRT2, source: 'device' } },
      averaged: ['roughness'],
    });
    const data = progress(averaged(measurement(11, 58)));
    data.parts[0]!.measurements[1] = averaged(measurement(12, 62));
    fakeApi({ 'GET /api/customer/5/progress': ok(data) });
    signInAs();
    renderApp('/query/progress/5');

    const roughness = await screen.findByTestId('progress-roughness');
    // +4 is beyond the mean's ±3.25 (device ±4.6 ÷ √2): 改善, and the band says it is a mean's.
    expect(within(roughness).getByText('改善')).toBeInTheDocument();
    expect(roughness.querySelector('.progress-scores')).toHaveTextContent(
      '波动范围：本设备实测 ±3（两次平均）',
    );
    // A dimension not averaged names its band as before.
    const pigment = screen.getByTestId('progress-pigment');
    expect(pigment.querySelector('.progress-scores')).toHaveTextContent(/引擎估计 ±2$/);
  });

  it('explains the scores as the other results screens do: scale, bands, 技术信息, legend at full size', async () => {
    fakeApi({ 'GET /api/customer/5/progress': ok(progress(measurement(11, 58))) });
    signInAs();
    const { user } = renderApp('/query/progress/5');

    const measures = await screen.findByRole('region', { name: '七项检测指标' });
    expect(within(measures).getByText(/各项得分 0–100 分，分数越高/)).toBeInTheDocument();
    expect(measures.querySelector('.explained-band-key')).toHaveTextContent(
      '好80 分及以上一般60–80 分需关注60 分以下',
    );
    // 肤质 is a type: no band.
    expect(
      within(screen.getByTestId('progress-skin_type')).queryByText(/^(好|一般|需关注)$/),
    ).toBeNull();
    // What measured each compared visit (issue 18 #8), folded away.
    expect(screen.queryByText(/分析引擎/)).toBeNull();
    await user.click(within(measures).getByRole('button', { name: /技术信息/ }));
    // The panel unfolds with antd's motion (opacity 0 until it ends): wait for it to show.
    await waitFor(() =>
      expect(
        screen.getByText(
          '2026-09-01：分析引擎 2.2.0 · 校准表 2026.4 · 未使用设备校准 · 检测编号 11',
        ),
      ).toBeVisible(),
    );
    expect(
      screen.getByText('2026-11-01：分析引擎 2.2.0 · 校准表 2026.4 · 未使用设备校准 · 检测编号 12'),
    ).toBeVisible();
    // Since issue 19 #6 the care needs are the questionnaire's moved by the measurements.
    const care = screen.getByRole('region', { name: '护理需求' });
    expect(within(care).getByText(/以问卷为基础，再按当次检测结果调整/)).toBeInTheDocument();
    expect(screen.queryByText('护理需求（问卷）')).toBeNull();

    // A marked image opens full size with its legend.
    const photos = screen.getByRole('region', { name: '照片对比' });
    await user.click(within(photos).getByText('标记图'));
    await user.click(within(photos).getAllByRole('button', { name: /色素沉着标记图/ })[0]!);
    const viewer = await screen.findByRole('dialog', { name: '查看大图，点击任意位置关闭' });
    expect(within(viewer).getByRole('img', { name: '大图' })).toHaveAttribute(
      'src',
      '/fileSvr/get/d11-pigment.jpg',
    );
    expect(within(viewer).getByText('色素斑点')).toBeInTheDocument();
  });

  it('never judges from a visit whose photos were refused', async () => {
    const refused: ProgressMeasurement = {
      ...measurement(11, 0),
      status: 'failed',
      reasons: ['照片模糊，请重拍'],
      dimensions: null,
      repeatability: null,
      detectionId: null,
      version: null,
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
    // The part says which visit it was and why, in the engine's words.
    expect(await screen.findByTestId('progress-unmeasured')).toHaveTextContent(
      /：照片模糊，请重拍/,
    );
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
