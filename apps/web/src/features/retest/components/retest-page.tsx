import { isFacePartKey, type FacePartKey } from '@skinscope/domain';
import { z } from 'zod';
import type { ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StepFrame } from '../../../components/step-frame/step-frame';
import type { CalibrationStationProps } from '../../../lib/card-shot';
import { zhCN } from '../locale';
import { RetestWorkbench } from './retest-capture';

const t = zhCN.retest;

/**
 * What a capture screen hands over when it opens 重复性测量: the part under the microscope and the
 * customer it is on. Read from the navigation's state, so a reload or a typed address opens the
 * page without a customer (the pair then belongs to the company alone).
 */
const FromCaptureSchema = z.object({
  part: z
    .string()
    .refine((key): key is FacePartKey => isFacePartKey(key))
    .optional(),
  customer: z.object({ id: z.number().int().positive(), fullName: z.string() }).optional(),
});

/**
 * Issue 32 #1: 重复性测量 opened from a capture screen, for whoever takes photos (canScan; the
 * server decides). 返回拍摄 goes back to the screen it came from, its photos kept.
 */
export function RetestPage({ Station }: { Station: ComponentType<CalibrationStationProps> }) {
  const navigate = useNavigate();
  const parsed = FromCaptureSchema.safeParse(useLocation().state);
  const from = parsed.success ? parsed.data : {};
  return (
    <StepFrame
      title={t.title}
      subtitle={t.subtitle}
      compact
      back={from.customer && { label: t.backToCapture, onClick: () => void navigate(-1) }}
    >
      <RetestWorkbench Station={Station} customer={from.customer ?? null} part={from.part} />
    </StepFrame>
  );
}
