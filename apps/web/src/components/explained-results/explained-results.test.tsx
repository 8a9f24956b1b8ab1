import { StyleProvider } from '@ant-design/cssinjs';
import { levelFromScore, OVERLAY_PALETTE } from '@skinscope/analysis';
import { DETECT_DIMENSIONS } from '@skinscope/contracts';
import type { DetectDimension } from '@skinscope/contracts';
import {
  DIMENSION_EXPLANATIONS,
  OVERLAY_LEGENDS,
  type DetectDimensionInput,
} from '@skinscope/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SLOW_UI_MS } from '../../test/antd-ui';
import { ExplainedResults, type ExplainableDetection } from './explained-results';

vi.setConfig({ testTimeout: SLOW_UI_MS });

const dimension = (key: DetectDimension, score: number | null = 85): DetectDimensionInput => ({
  score,
  type: key === 'skin_type' ? 'dry' : null,
  level: levelFromScore(score ?? 0),
  area: 2,
  result: key === 'color' ? 'baixi' : null,
  filename: `d5-${key}.jpg`,
});

const detection = (overrides: Partial<ExplainableDetection> = {}): ExplainableDetection => ({
  ...Object.fromEntries(DETECT_DIMENSIONS.map((key) => [key, dimension(key)])),
  version: { engine: '2.0.0', calibration: '2026.12' },
  detectionId: 5,
  ...overrides,
});

function show(props: Parameters<typeof ExplainedResults>[0]) {
  const user = userEvent.setup();
  const view = render(
    <StyleProvider mock="server">
      <ExplainedResults {...props} />
    </StyleProvider>,
  );
  return { ...view, user };
}

const item = (name: string) => within(screen.getByRole('listitem', { name }));

describe('ExplainedResults (issue 19 #2)', () => {
  it('explains each dimension: name, score on the 0–100 scale, band, sentence, marked image, legend', () => {
    show({ detection: detection(), subject: '额头' });
    expect(screen.getByText(/各项得分 0–100 分，分数越高/)).toBeInTheDocument();
    const key = document.querySelector('.explained-band-key') as HTMLElement;
    expect(key).toHaveTextContent('好80 分及以上一般60–80 分需关注60 分以下');
    for (const key of DETECT_DIMENSIONS.filter((d) => d !== 'skin_type')) {
      const name = {
        roughness: '粗糙度',
        color: '肤色',
        sensitivity: '敏感肌',
        pigment: '色素沉着',
        elasticity: '弹性',
        corneum: '角质层',
      }[key];
      const row = item(name);
      expect(row.getByText('85')).toBeInTheDocument();
      expect(row.getByText('好')).toBeInTheDocument();
      expect(row.getByText(DIMENSION_EXPLANATIONS[key])).toBeInTheDocument();
      expect(row.getByAltText(`额头${name}标记图`)).toHaveAttribute(
        'src',
        `/fileSvr/get/d5-${key}.jpg`,
      );
      for (const label of OVERLAY_LEGENDS[key]) expect(row.getByText(label)).toBeInTheDocument();
    }
    expect(item('肤质').getByText('干性')).toBeInTheDocument();
    expect(item('肤质').queryByText('好')).not.toBeInTheDocument();
    expect(item('肤色').getByText('肤色色调：白皙')).toBeInTheDocument();
  });

  it('bands change at the engine’s level cuts: 80 好, 60 一般, below 60 需关注', () => {
    const scores: Partial<Record<DetectDimension, number>> = {
      roughness: 80,
      color: 79.99,
      sensitivity: 60,
      pigment: 59.99,
      elasticity: 40,
      corneum: 39.99,
    };
    const cut = Object.fromEntries(
      Object.entries(scores).map(([key, score]) => [key, dimension(key as DetectDimension, score)]),
    );
    show({ detection: detection(cut) });
    expect(item('粗糙度').getByText('好')).toBeInTheDocument();
    expect(item('肤色').getByText('一般')).toBeInTheDocument();
    expect(item('敏感肌').getByText('一般')).toBeInTheDocument();
    expect(item('色素沉着').getByText('需关注')).toBeInTheDocument();
    expect(item('弹性').getByText('需关注')).toBeInTheDocument();
    expect(item('角质层').getByText('需关注')).toBeInTheDocument();
    expect(screen.queryByText(/重度|中度|轻度/)).not.toBeInTheDocument();
  });

  it('says 未校准 for colour without a device calibration, and 无法评估 for a missing score', () => {
    show({
      detection: detection({
        colorCalibrated: false,
        color: { ...dimension('color', 70), result: null },
        pigment: dimension('pigment', null),
      }),
    });
    expect(item('肤色').getByText('肤色色调：未校准')).toBeInTheDocument();
    expect(item('肤色').getByText(/尚未做颜色校准/)).toBeInTheDocument();
    expect(item('肤色').getByText('一般')).toBeInTheDocument();
    expect(item('色素沉着').getByText('无法评估')).toBeInTheDocument();
    expect(item('色素沉着').queryByText('好')).not.toBeInTheDocument();
  });

  it('shows the repeatability band when the response carries it', () => {
    show({ detection: detection({ repeatability: { roughness: 2.4 } }) });
    expect(item('粗糙度').getByText('重复拍摄时分数通常在 ±2 分内变化。')).toBeInTheDocument();
  });

  it('takes the page’s own image URLs; a dimension without one has no image and no legend', () => {
    show({
      detection: detection(),
      overlayUrls: { roughness: '/api/public/report/abc/overlay/roughness' },
      compact: true,
    });
    expect(item('粗糙度').getByRole('img')).toHaveAttribute(
      'src',
      '/api/public/report/abc/overlay/roughness',
    );
    expect(item('弹性').getByText('无标记图')).toBeInTheDocument();
    expect(item('弹性').queryByText('细纹')).not.toBeInTheDocument();
    expect(document.querySelector('.explained-results.explained-compact')).not.toBeNull();
  });

  it('folds the engine and calibration ids into 技术信息', async () => {
    const { user } = show({ detection: detection() });
    expect(screen.queryByText(/分析引擎 2\.0\.0/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /技术信息/ }));
    // The panel unfolds with antd's motion (opacity 0 until it ends): wait for it to show.
    await waitFor(() =>
      expect(screen.getByText('分析引擎 2.0.0 · 校准表 2026.12 · 检测编号 5')).toBeVisible(),
    );
    // On paper nothing unfolds: the print stylesheet draws the same line from here.
    expect(document.querySelector('.explained-technical-print')).toHaveAttribute(
      'data-lines',
      '分析引擎 2.0.0 · 校准表 2026.12 · 检测编号 5',
    );
  });

  it('has a legend entry for every colour the server blends into a marked image', () => {
    for (const key of DETECT_DIMENSIONS)
      expect(OVERLAY_LEGENDS[key]).toHaveLength(OVERLAY_PALETTE[key].length);
  });
});
