import { StyleProvider } from '@ant-design/cssinjs';
import { CALIBRATION_MISMATCH } from '@skinscope/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SLOW_UI_MS } from '../../../test/antd-ui';
import { detectResult } from '../test-fixtures';
import { DetectResults } from './detect-results';

vi.setConfig({ testTimeout: SLOW_UI_MS });

function show(result: ReturnType<typeof detectResult>) {
  render(
    <StyleProvider mock="server">
      <DetectResults result={result} />
    </StyleProvider>,
  );
  return within(screen.getByRole('listitem', { name: '肤色' }));
}

describe('DetectResults: the colour under a calibration the photos did not match (issue 31 #3)', () => {
  it('says 未校准 with the reason and what to do, and still names the calibration applied', () => {
    const result = detectResult();
    const colour = show({
      ...result,
      color: { ...result.color, result: null, toneWithheld: CALIBRATION_MISMATCH },
      colorCalibrated: false,
    });
    expect(colour.getByText('肤色色调：未校准')).toBeInTheDocument();
    expect(colour.getByText(CALIBRATION_MISMATCH.message)).toBeInTheDocument();
    // Not the note of a microscope that was never calibrated: this one was.
    expect(colour.queryByText(/尚未做颜色校准/)).not.toBeInTheDocument();
    expect(screen.getByText(/显微镜校准：一号显微镜 第 2 版/)).toBeInTheDocument();
    // The evenness is still scored.
    expect(colour.getByText('55')).toBeInTheDocument();
  });

  it('names the tone when the settings matched', () => {
    const colour = show(detectResult());
    expect(colour.getByText('肤色色调：小麦')).toBeInTheDocument();
    expect(colour.queryByText(CALIBRATION_MISMATCH.message)).not.toBeInTheDocument();
  });
});
