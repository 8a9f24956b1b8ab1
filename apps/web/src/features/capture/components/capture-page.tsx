import { StepFrame } from '../../../components/step-frame/step-frame';
import type { StepFrameProps } from '../../../components/step-frame/step-frame';
import { zhCN } from '../locale';
import '../capture.css';

export type CapturePageProps = Omit<StepFrameProps, 'nextLabel' | 'compact' | 'back'> & {
  nextLabel?: string;
  /** Offers 上一步 (issue 17 #30). */
  onBack?: () => void;
};

/** The frame of the photo screens: title, content and the footer actions. */
export function CapturePage({ nextLabel, onBack, ...props }: CapturePageProps) {
  return (
    <StepFrame
      {...props}
      compact
      nextLabel={nextLabel ?? zhCN.capture.next}
      back={onBack && { label: zhCN.capture.back, onClick: onBack }}
    />
  );
}
