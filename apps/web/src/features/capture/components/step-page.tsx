import { ExperimentOutlined } from '@ant-design/icons';
import type { CustomerRow } from '@skinscope/contracts';
import { LOCATING_PART_KEY } from '@skinscope/domain';
import { Button } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notification';
import {
  currentRecordIdKey,
  getWizardValue,
  setWizardValue,
  useWizardValue,
} from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import { usePreviousPhotos } from '../hooks/use-previous-photos';
import { useWizardBack, useWizardNext } from '../hooks/use-wizard-next';
import { BOTH_LIGHTS } from '../lib/captured-photo';
import type { CapturedPhoto } from '../lib/captured-photo';
import { stepPartKeys, stepPhotosKeys } from '../lib/capture-state';
import { stepGap } from '../lib/step-guard';
import { CapturePage } from './capture-page';
import { CaptureStation } from './capture-station';
import { PartPicker } from './part-picker';
import { WithCustomer } from './with-customer';

const t = zhCN.capture;

type FreeStep = 'one' | 'two';

const OTHER: Record<FreeStep, FreeStep> = { one: 'two', two: 'one' };

function StepCapture({ step, customer }: { step: FreeStep; customer: CustomerRow }) {
  const part = useWizardValue(stepPartKeys[step]);
  const otherPart = useWizardValue(stepPartKeys[OTHER[step]]);
  const photos = useWizardValue(stepPhotosKeys[step]) ?? {};
  const page = step === 'one' ? 'picture/step/one' : 'picture/step/two';
  const next = useWizardNext(page);
  const back = useWizardBack(page);
  const navigate = useNavigate();
  const taken = otherPart ? [LOCATING_PART_KEY, otherPart] : [LOCATING_PART_KEY];
  const previous = usePreviousPhotos(customer, part, {
    recordId: useWizardValue(currentRecordIdKey),
  });

  const onPhoto = useCallback(
    (photo: CapturedPhoto) => {
      const key = stepPhotosKeys[step];
      setWizardValue(key, { ...(getWizardValue(key) ?? {}), [photo.type]: photo });
    },
    [step],
  );

  return (
    <CapturePage
      title={step === 'one' ? t.step.oneTitle : t.step.twoTitle}
      subtitle={t.step.subtitle}
      onNext={() => {
        // Issue 17 #17: a step goes on only with its part and both photos.
        const gap = stepGap(part, photos);
        if (gap) toast(gap === 'part' ? t.selectPartFirst : t.photographFirst, 'warning');
        else next();
      }}
      onBack={back}
      extra={
        // Issue 32 #1: the same part measured twice, for the microscope's repeatability; the
        // visit's photos stay as they are and 返回拍摄 comes back here.
        <Button
          icon={<ExperimentOutlined />}
          onClick={() =>
            void navigate('/retest', {
              state: { part, customer: { id: customer.id, fullName: customer.fullName } },
            })
          }
        >
          {t.step.retest}
        </Button>
      }
    >
      <PartPicker
        value={part}
        taken={taken}
        onChange={(key) => setWizardValue(stepPartKeys[step], key)}
      />
      <CaptureStation
        owner={{ kind: 'customer', customerId: customer.id }}
        lights={BOTH_LIGHTS}
        photos={photos}
        onPhoto={onPhoto}
        blockedReason={part ? null : t.selectPartFirst}
        autoStart
        previous={previous}
      />
    </CapturePage>
  );
}

/** picture/step/one and two: a part chosen from the 14, its normal and polarised photos. */
export function PartStepPage({ step }: { step: FreeStep }) {
  return (
    <WithCustomer>
      {(customer) => <StepCapture key={step} step={step} customer={customer} />}
    </WithCustomer>
  );
}
