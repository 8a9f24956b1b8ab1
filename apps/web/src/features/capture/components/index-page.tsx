import type { CustomerRow } from '@skinscope/contracts';
import { removeWizardValue, setWizardValue, useWizardValue } from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import { useWizardBack, useWizardNext } from '../hooks/use-wizard-next';
import { indexPhotoKey } from '../lib/capture-state';
import { SkinTextureArt } from './capture-art';
import { CapturePage } from './capture-page';
import { CaptureStation } from './capture-station';
import { ReferenceTile } from './reference-card';
import { SkinStateSwitches } from './skin-state-switches';
import { WithCustomer } from './with-customer';

const t = zhCN.capture.index;
const NORMAL_ONLY = ['normal'] as const;

function IndexCapture({ customer }: { customer: CustomerRow }) {
  const photo = useWizardValue(indexPhotoKey);
  const next = useWizardNext('picture/index');
  const back = useWizardBack('picture/index');
  return (
    <CapturePage title={t.title} subtitle={t.subtitle} onNext={next} onBack={back}>
      <SkinStateSwitches />
      <CaptureStation
        owner={{ kind: 'customer', customerId: customer.id }}
        lights={NORMAL_ONLY}
        photos={photo ? { normal: photo } : {}}
        onPhoto={(taken) => setWizardValue(indexPhotoKey, taken)}
        onClear={() => removeWizardValue(indexPhotoKey)}
        autoStart
        leading={
          <ReferenceTile
            picture={<SkinTextureArt label={t.referenceAlt} />}
            caption={t.reference}
          />
        }
      />
    </CapturePage>
  );
}

/**
 * picture/index: the skin's state before the photos (issue 19 #7), then the reference "normal
 * skin texture" and one normal-light photo (spec §2).
 */
export function IndexPage() {
  return <WithCustomer>{(customer) => <IndexCapture customer={customer} />}</WithCustomer>;
}
