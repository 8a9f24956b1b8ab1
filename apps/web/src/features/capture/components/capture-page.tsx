import { StepFrame } from '../../../components/step-frame/step-frame';
import type { StepFrameProps } from '../../../components/step-frame/step-frame';
import { zhCN } from '../locale';
import '../capture.css';

export type CapturePageProps = Omit<StepFrameProps, 'nextLabel' | 'compact'> & {
  nextLabel?: string;
};

/** The frame of the photo screens: title, content and the footer actions. */
export function CapturePage({ nextLabel, ...props }: CapturePageProps) {
  return <StepFrame {...props} compact nextLabel={nextLabel ?? zhCN.capture.next} />;
}
