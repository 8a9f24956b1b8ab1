import type { DetectBand } from '@skinscope/domain';
import { DETECT_BAND_LABELS } from '@skinscope/domain';
import { Tag } from 'antd';

/** Calm colours: 需关注 is orange, never red — it invites a conversation, not alarm. */
const BAND_COLORS: Readonly<Record<DetectBand, string>> = {
  good: 'green',
  fair: 'gold',
  attention: 'orange',
};

export function BandTag({ band }: { band: DetectBand }) {
  return (
    <Tag color={BAND_COLORS[band]} className="explained-band">
      {DETECT_BAND_LABELS[band]}
    </Tag>
  );
}
