import { ExperimentOutlined } from '@ant-design/icons';
import type { CustomerRow } from '@skinscope/contracts';
import { LOCATING_PART_KEY } from '@skinscope/domain';
import { Alert, Button, Flex, Segmented } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notification';
import {
  currentRecordIdKey,
  getWizardValue,
  setWizardValue,
  useWizardValue,
} from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import { useDoubleCapture } from '../api/get-company-settings';
import { usePreviousPhotos } from '../hooks/use-previous-photos';
import { useWizardBack, useWizardNext } from '../hooks/use-wizard-next';
import { BOTH_LIGHTS } from '../lib/captured-photo';
import type { CapturedPhoto, LightPhotos } from '../lib/captured-photo';
import { stepAgainPhotosKeys, stepPartKeys, stepPhotosKeys } from '../lib/capture-state';
import { stepGap } from '../lib/step-guard';
import { CapturePage } from './capture-page';
import { CaptureStation } from './capture-station';
import { PartPicker } from './part-picker';
import { WithCustomer } from './with-customer';

const t = zhCN.capture;

type FreeStep = 'one' | 'two';

const GAP_MESSAGES = {
  part: t.selectPartFirst,
  photos: t.photographFirst,
  again: t.step.againNeeded,
} as const;

const OTHER: Record<FreeStep, FreeStep> = { one: 'two', two: 'one' };

/** Issue 32 #4: which of the part's two captures the station takes. */
type Capture = 'first' | 'second';

const complete = (photos: LightPhotos) => Boolean(photos.normal && photos.lighting);

/**
 * With 每个部位拍两次取平均 (issue 32 #4), the part's second capture follows its first: the
 * station turns to it once the first pair is complete, and staff may turn back to either.
 */
function useCaptures(step: FreeStep) {
  const doubleCapture = useDoubleCapture();
  const photos = useWizardValue(stepPhotosKeys[step]) ?? {};
  const again = useWizardValue(stepAgainPhotosKeys[step]) ?? {};
  const [chosen, setChosen] = useState<Capture | null>(null);
  const wanted = chosen ?? (complete(photos) ? 'second' : 'first');
  const capture: Capture = doubleCapture && complete(photos) ? wanted : 'first';
  return { doubleCapture, photos, again, capture, choose: setChosen };
}

function StepCapture({ step, customer }: { step: FreeStep; customer: CustomerRow }) {
  const part = useWizardValue(stepPartKeys[step]);
  const otherPart = useWizardValue(stepPartKeys[OTHER[step]]);
  const { doubleCapture, photos, again, capture, choose } = useCaptures(step);
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
      const key = capture === 'second' ? stepAgainPhotosKeys[step] : stepPhotosKeys[step];
      setWizardValue(key, { ...(getWizardValue(key) ?? {}), [photo.type]: photo });
    },
    [step, capture],
  );

  return (
    <CapturePage
      title={step === 'one' ? t.step.oneTitle : t.step.twoTitle}
      subtitle={t.step.subtitle}
      onNext={() => {
        // Issue 17 #17: a step goes on only with its part and both photos (issue 32 #4: and
        // the second capture, when the company asks for one).
        const gap = stepGap(part, photos, doubleCapture ? again : undefined);
        if (gap === 'again') choose('second');
        if (gap) toast(GAP_MESSAGES[gap], 'warning');
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
      {doubleCapture && (
        <Flex vertical gap="small" className="capture-again">
          <Segmented<Capture>
            className="capture-again-choice"
            aria-label={t.step.capturesLabel}
            value={capture}
            onChange={choose}
            options={[
              { label: t.step.captures.first, value: 'first' },
              { label: t.step.captures.second, value: 'second', disabled: !complete(photos) },
            ]}
          />
          {capture === 'second' && !complete(again) && (
            <Alert type="info" showIcon title={t.step.again} description={t.step.againWhy} />
          )}
        </Flex>
      )}
      <CaptureStation
        owner={{ kind: 'customer', customerId: customer.id }}
        lights={BOTH_LIGHTS}
        photos={capture === 'second' ? again : photos}
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
