import type { CustomerRow } from '@skinscope/contracts';
import { facePartName, LOCATING_PART_KEY } from '@skinscope/domain';
import { useCallback } from 'react';
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
import { stepPhotosKeys } from '../lib/capture-state';
import { stepGap } from '../lib/step-guard';
import { CheekboneLocatingArt } from './capture-art';
import { CapturePage } from './capture-page';
import { CaptureStation } from './capture-station';
import { ReferenceCard } from './reference-card';
import { WithCustomer } from './with-customer';

const t = zhCN.capture.three;
const key = stepPhotosKeys.three;

function LocateCapture({ customer }: { customer: CustomerRow }) {
  const photos = useWizardValue(key) ?? {};
  const next = useWizardNext('picture/step/three');
  const back = useWizardBack('picture/step/three');
  const previous = usePreviousPhotos(customer, LOCATING_PART_KEY, {
    recordId: useWizardValue(currentRecordIdKey),
  });
  const onPhoto = useCallback((photo: CapturedPhoto) => {
    setWizardValue(key, { ...(getWizardValue(key) ?? {}), [photo.type]: photo });
  }, []);
  return (
    <CapturePage
      title={t.title}
      subtitle={t.subtitle}
      onNext={() => {
        // Issue 17 #17: the right cheekbone needs both its photos too.
        if (stepGap(LOCATING_PART_KEY, photos)) toast(zhCN.capture.photographFirst, 'warning');
        else next();
      }}
      onBack={back}
    >
      <CaptureStation
        owner={{ kind: 'customer', customerId: customer.id }}
        lights={BOTH_LIGHTS}
        photos={photos}
        onPhoto={onPhoto}
        autoStart
        previous={previous}
        trailing={
          <ReferenceCard
            picture={<CheekboneLocatingArt label={t.demoAlt} />}
            caption={facePartName(LOCATING_PART_KEY) ?? ''}
            hint={t.hint}
          />
        }
      />
    </CapturePage>
  );
}

/** picture/step/three: the right cheekbone, found by the locating point (spec §2). */
export function LocatePage() {
  return <WithCustomer>{(customer) => <LocateCapture customer={customer} />}</WithCustomer>;
}
