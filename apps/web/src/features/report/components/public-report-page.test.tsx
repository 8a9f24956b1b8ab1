import type { PublicDimension, PublicReport } from '@skinscope/contracts';
import { DETECT_DIMENSIONS } from '@skinscope/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

// Waits last nearly as long as the test may run (see SLOW_UI_WAIT_MS in test/antd-ui.ts).
configure({ asyncUtilTimeout: 25_000 });
vi.setConfig({ testTimeout: 30_000 });

const TOKEN = 'R'.repeat(43);
const image = (n: number) => `/api/public/report/${TOKEN}/image/${n}`;

function dimension(name: (typeof DETECT_DIMENSIONS)[number], n: number): PublicDimension {
  return {
    dimension: name,
    score: 70,
    type: name === 'skin_type' ? 'oil' : null,
    level: 'none',
    area: 0,
    result: null,
    image: image(n),
    change:
      name === 'roughness'
        ? {
            previousScore: 60,
            previousType: null,
            difference: 10,
            band: 4.6,
            bandSource: 'device',
            verdict: 'better',
            reason: null,
          }
        : name === 'color'
          ? {
              previousScore: 65,
              previousType: null,
              difference: 5,
              band: 2,
              verdict: null,
              reason: 'uncalibrated',
            }
          : name === 'pigment'
            ? {
                previousScore: 71,
                previousType: null,
                difference: -1,
                band: 2,
                bandSource: 'engine',
                verdict: 'stable',
                reason: null,
              }
            : null,
  };
}

const report: PublicReport = {
  storeName: '静安旗舰店',
  consultantName: '王顾问',
  customerName: '张*',
  mobile: '138****1234',
  visitDate: '2026-11-20T02:00:00.000Z',
  expiresAt: '2026-12-20T02:00:00.000Z',
  parts: [
    {
      part: 'yqg',
      partName: '右颧骨',
      status: 'done',
      reasons: [],
      normalImage: image(0),
      polarisedImage: image(1),
      previousDate: '2026-10-20T02:00:00.000Z',
      stateNote: '本次未卸妆，对比仅供参考',
      dimensions: DETECT_DIMENSIONS.map((name, i) => dimension(name, i + 2)),
      repeatability: null,
      colorCalibrated: false,
      toneWithheld: null,
      version: { engine: '2.2.0', calibration: '2026.4' },
    },
    {
      part: 'zqg',
      partName: '左颧骨',
      status: 'failed',
      reasons: ['照片太暗，请打开补光后重拍'],
      normalImage: image(9),
      polarisedImage: image(10),
      previousDate: null,
      stateNote: null,
      dimensions: [],
      repeatability: null,
      colorCalibrated: false,
      toneWithheld: null,
      version: null,
    },
  ],
  carePlan: {
    phase: '修损',
    scores: [{ name: '控油', point: 4 }],
    steps: [{ group: '基础护理', steps: [{ name: '卸妆洁面', highlight: true }] }],
    care: ['深层清洁护理'],
    goods: ['舒缓修护精华'],
  },
};

/** Opens every folded part (issue 29 #9) and waits for its results to be drawn. */
async function openParts(user: ReturnType<typeof renderApp>['user']) {
  const summaries = await screen.findAllByText(/颧骨$/, { selector: 'summary strong' });
  for (const summary of summaries) await user.click(summary);
  await waitFor(() =>
    expect(document.querySelectorAll('.report-part-body')).toHaveLength(summaries.length),
  );
}

describe('issue 19 #3: the customer report at /r/{token}', () => {
  it('opens without sign-in and shows the visit, changes and care plan', async () => {
    const { requests } = fakeApi({ [`GET /api/public/report/${TOKEN}`]: ok(report) });
    const view = renderApp(`/r/${TOKEN}`);

    expect(await screen.findByText('皮肤检测报告')).toBeInTheDocument();
    await openParts(view.user);
    expect(screen.getByText('静安旗舰店')).toBeInTheDocument();
    expect(screen.getByText('王顾问')).toBeInTheDocument();
    expect(screen.getByText('张* 138****1234')).toBeInTheDocument();
    expect(screen.getByText('与 2026-10-20 的检测相比')).toBeInTheDocument();
    expect(screen.getByText('本次未卸妆，对比仅供参考')).toBeInTheDocument();
    expect(screen.getAllByText('改善')).not.toHaveLength(0);
    expect(screen.getByText('稳定')).toBeInTheDocument();
    expect(screen.getByText('较上次 +10')).toBeInTheDocument();
    // Each verdict names its band and where it comes from (issue 32 #3).
    const rowOf = (name: string) =>
      screen.getAllByText(name, { selector: '.report-change-name' })[0]!.closest('li')!;
    expect(within(rowOf('粗糙度')).getByText('波动范围：本设备实测 ±5')).toBeInTheDocument();
    expect(within(rowOf('色素沉着')).getByText('波动范围：引擎估计 ±2')).toBeInTheDocument();
    // No verdict, no band named.
    expect(rowOf('肤色').querySelector('.report-change-band')).toBeNull();
    // Colour measured without calibration: the difference, no verdict, and why.
    expect(
      screen.getByText(
        '有一次肤色未按颜色校准测量（显微镜未校准，或拍摄设置与校准不一致），肤色不作判断。',
      ),
    ).toBeInTheDocument();
    // 肤质 shows the type, not a score.
    expect(screen.getByText('油性')).toBeInTheDocument();
    expect(screen.getByText('照片太暗，请打开补光后重拍')).toBeInTheDocument();
    const care = screen.getByRole('region', { name: '护理方案' });
    expect(within(care).getByText('当前护理阶段：修损阶段')).toBeInTheDocument();
    expect(within(care).getByText('深层清洁护理')).toBeInTheDocument();
    expect(screen.getByText('舒缓修护精华')).toBeInTheDocument();
    const sources = [...document.querySelectorAll('.report-page img')].map((img) =>
      img.getAttribute('src'),
    );
    // Two parts' thumbnails, then each part's two photos and the seven marked images.
    expect(sources).toHaveLength(13);
    expect(sources.every((src) => src?.startsWith(`/api/public/report/${TOKEN}/image/`))).toBe(
      true,
    );
    // A marked image opens full size with its legend.
    const { user } = view;
    await screen.findByRole('button', { name: '查看右颧骨粗糙度标记图' });
    await user.click(screen.getByRole('button', { name: '查看右颧骨粗糙度标记图' }));
    const viewer = await screen.findByRole('dialog', { name: '查看大图，点击任意位置关闭' });
    expect(viewer).toHaveTextContent('纹理较粗处');
    expect(viewer).toHaveTextContent('毛孔');
    // No staff shell, no session needed.
    expect(document.querySelector('.app-header')).toBeNull();
    expect(requests.every((request) => !request.headers.has('authorization'))).toBe(true);
  });

  it('issue 32 #4: a band of the mean of two captures says 两次平均', async () => {
    const [measured, ...rest] = report.parts;
    const averaged: PublicReport = {
      ...report,
      parts: [
        {
          ...measured!,
          dimensions: measured!.dimensions.map((d) =>
            d.dimension === 'roughness'
              ? { ...d, change: { ...d.change!, band: 4.6 / Math.SQRT2, bandAveraged: true } }
              : d,
          ),
        },
        ...rest,
      ],
    };
    fakeApi({ [`GET /api/public/report/${TOKEN}`]: ok(averaged) });
    const view = renderApp(`/r/${TOKEN}`);
    expect(await screen.findByText('皮肤检测报告')).toBeInTheDocument();
    await openParts(view.user);
    const rowOf = (name: string) =>
      screen.getAllByText(name, { selector: '.report-change-name' })[0]!.closest('li')!;
    expect(
      within(rowOf('粗糙度')).getByText('波动范围：本设备实测 ±3（两次平均）'),
    ).toBeInTheDocument();
    expect(within(rowOf('色素沉着')).getByText('波动范围：引擎估计 ±2')).toBeInTheDocument();
  });

  it('issue 29 #9: leads with a one-screen summary, then the parts folded; printing opens them all', async () => {
    const [done, failed] = report.parts;
    const levels = { pigment: [55, 'moderately'], sensitivity: [65, 'lightly'] } as const;
    const needsCare = {
      ...done!,
      dimensions: done!.dimensions.map((d) =>
        d.dimension === 'pigment' || d.dimension === 'sensitivity'
          ? { ...d, score: levels[d.dimension][0], level: levels[d.dimension][1] }
          : d,
      ),
    };
    fakeApi({
      [`GET /api/public/report/${TOKEN}`]: ok({ ...report, parts: [needsCare, failed!] }),
    });
    const { user } = renderApp(`/r/${TOKEN}`);

    const summary = await screen.findByRole('region', { name: '本次检测摘要' });
    expect(summary).toHaveTextContent('改善 1 项 · 变差 0 项 · 稳定 1 项');
    expect(summary).toHaveTextContent('改善右颧骨 粗糙度 +10');
    // 需关注 first, then 一般, each on its worst part.
    expect(summary).toHaveTextContent('需关注色素沉着 · 右颧骨 55 分一般敏感肌 · 右颧骨 65 分');
    expect(summary).toHaveTextContent('当前护理阶段：修损阶段');
    expect(summary).toHaveTextContent('推荐护理：深层清洁护理');
    expect(summary).toHaveTextContent('重点步骤：卸妆洁面');
    expect(within(summary).getByRole('link', { name: '查看完整护理方案' })).toHaveAttribute(
      'href',
      '#report-care',
    );
    // Each part is one folded row: its photo, its name and what needs care.
    const parts = [...document.querySelectorAll<HTMLDetailsElement>('details.report-part')];
    expect(parts.map((part) => [part.open, part.querySelector('summary')?.textContent])).toEqual([
      [false, '右颧骨1 项需关注'],
      [false, '左颧骨这个部位的照片未能分析'],
    ]);
    // The first photo loads at once; the rest as they come into view; all as copies fit for a
    // phone (issue 29 #12).
    const thumbs = [...document.querySelectorAll<HTMLImageElement>('.report-part-thumb')];
    expect(thumbs.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy']);
    expect(thumbs[0]!.getAttribute('srcset')).toBe(
      `${image(0)}?w=160 160w, ${image(0)}?w=480 480w, ${image(0)}?w=960 960w`,
    );
    // Folded, a part's results are not even loaded; opened, they are, in copies fit for a phone.
    expect(document.querySelector('.report-part-body')).toBeNull();
    await user.click(screen.getByText('右颧骨', { selector: 'summary strong' }));
    const marked = await screen.findByAltText('右颧骨粗糙度标记图');
    expect(marked.getAttribute('sizes')).toBe('(max-width: 560px) 100vw, 560px');
    expect(marked.getAttribute('srcset')).toContain(`${image(3)}?w=480 480w`);

    // Printing (the browser's menu too) opens every part.
    window.dispatchEvent(new Event('beforeprint'));
    expect(parts.every((part) => part.open)).toBe(true);
    await waitFor(() => expect(document.querySelectorAll('.report-part-body')).toHaveLength(2));
  });

  it('names the engine version in 技术信息 (no ids), and a tone only from a calibrated device', async () => {
    const [done] = report.parts;
    const withTone = (colorCalibrated: boolean) => ({
      ...report,
      parts: [
        {
          ...done!,
          colorCalibrated,
          dimensions: done!.dimensions.map((d) =>
            d.dimension === 'color' ? { ...d, result: 'ziran' } : d,
          ),
        },
      ],
    });
    fakeApi({ [`GET /api/public/report/${TOKEN}`]: ok(withTone(false)) });
    const { user, unmount } = renderApp(`/r/${TOKEN}`);
    // The part is folded (issue 29 #9): open it first.
    await openParts(user);
    await user.click(await screen.findByRole('button', { name: /技术信息/ }));
    // The panel unfolds with antd's motion (opacity 0 until it ends): wait for it to show.
    await waitFor(() => expect(screen.getByText('分析引擎 2.2.0 · 校准表 2026.4')).toBeVisible());
    expect(screen.queryByText(/检测编号|设备校准编号/)).not.toBeInTheDocument();
    // A tone word from a device without calibration is not shown as a colour measurement.
    expect(screen.getByText('肤色色调：未校准')).toBeInTheDocument();
    unmount();

    fakeApi({ [`GET /api/public/report/${TOKEN}`]: ok(withTone(true)) });
    const second = renderApp(`/r/${TOKEN}`);
    await openParts(second.user);
    expect(await screen.findByText('肤色色调：自然')).toBeInTheDocument();
  });

  it('issue 31 #3: a tone withheld under a calibration says why in her words, not 未做颜色校准', async () => {
    const [done] = report.parts;
    const said =
      '本次拍摄条件与仪器校准时不完全一致，为避免误判，只评估肤色均匀度，不给出肤色色调。';
    const uncalibrated = '显微镜尚未做颜色校准，本次只评估肤色均匀度，不给出肤色色调。';
    const withheld = {
      ...report,
      parts: [{ ...done!, toneWithheld: { code: 'CALIBRATION_MISMATCH', message: said } }],
    };
    fakeApi({ [`GET /api/public/report/${TOKEN}`]: ok(withheld) });
    const { user, unmount } = renderApp(`/r/${TOKEN}`);
    await openParts(user);
    expect(screen.getByText('肤色色调：未校准')).toBeInTheDocument();
    expect(screen.getByText(said)).toBeInTheDocument();
    expect(screen.queryByText(uncalibrated)).not.toBeInTheDocument();
    unmount();

    // A device that was never calibrated still says so.
    fakeApi({ [`GET /api/public/report/${TOKEN}`]: ok({ ...report, parts: [done!] }) });
    const second = renderApp(`/r/${TOKEN}`);
    await openParts(second.user);
    expect(screen.getByText(uncalibrated)).toBeInTheDocument();
    expect(screen.queryByText(said)).not.toBeInTheDocument();
  });

  it('issue 19: a part whose analysis gave up says so, not that it is still under way', async () => {
    const zqg = report.parts[1]!;
    const gaveUp = {
      ...zqg,
      status: 'unavailable' as const,
      reasons: ['照片文件已丢失，需重新拍摄'],
    };
    fakeApi({ [`GET /api/public/report/${TOKEN}`]: ok({ ...report, parts: [gaveUp] }) });
    const { user } = renderApp(`/r/${TOKEN}`);
    expect(await screen.findByText('这个部位的分析未能完成')).toBeInTheDocument();
    await openParts(user);
    // Issue 20: the reason as the server words it, never an error's own text.
    expect(screen.getByText('照片文件已丢失，需重新拍摄')).toBeInTheDocument();
    expect(screen.queryByText('这个部位的分析尚未完成')).not.toBeInTheDocument();
  });

  it('issue 34 #1: leads to 我的数据 through the same link', async () => {
    fakeApi({ [`GET /api/public/report/${TOKEN}`]: ok(report) });
    renderApp(`/r/${TOKEN}`);
    expect(await screen.findByRole('link', { name: '我的数据' })).toHaveAttribute(
      'href',
      `/d/${TOKEN}`,
    );
  });

  it('a revoked or expired link says the link is no longer valid', async () => {
    fakeApi({
      [`GET /api/public/report/${TOKEN}`]: fail(
        404,
        'REPORT_LINK_INVALID',
        '报告链接已失效或不存在',
      ),
    });
    renderApp(`/r/${TOKEN}`);
    expect(await screen.findByText('报告链接已失效')).toBeInTheDocument();
    expect(screen.getByText(/联系为您检测的门店重新生成/)).toBeInTheDocument();
  });
});
