import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION, consentAgeGroup } from '@skinscope/contracts';
import type { CustomerRow, Guardian } from '@skinscope/contracts';
import { Alert, Checkbox, Form, Typography } from 'antd';
import { useState } from 'react';
import { toast, toastError } from '../../../lib/notification';
import { useInFlight } from '../../../lib/use-in-flight';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';
import { useRecordConsent } from '../api/record-consent';
import { useGoNext } from '../hooks/use-wizard-context';
import { GuardianFields } from './guardian-fields';
import { WithCustomer } from './missing-customer';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.about;
const paragraphs = CONSENT_TEXTS[CURRENT_CONSENT_VERSION].split('\n');

function Consent({ customer }: { customer: CustomerRow }) {
  const session = useSession();
  const [agreed, setAgreed] = useState(false);
  const consent = useRecordConsent();
  const goNext = useGoNext('about');
  const [guardianForm] = Form.useForm<Guardian>();
  // The age the customer has today is her age at this visit (only an age is stored).
  const ageGroup = consentAgeGroup(customer.age);

  const inFlight = useInFlight();
  const next = async () => {
    if (!agreed) return toast(t.mustAgree, 'warning');
    let guardian: Guardian | undefined;
    if (ageGroup === 'child') {
      try {
        guardian = await guardianForm.validateFields();
      } catch {
        return; // each field says what is missing under it
      }
    }
    if (!session || !inFlight.claim()) return;
    // DECISIONS "Privacy": the agreement is recorded server-side with the text's version.
    consent.mutate(
      {
        customerId: customer.id,
        scope: session.user.scope,
        version: CURRENT_CONSENT_VERSION,
        guardian,
      },
      { onSuccess: goNext, onError: toastError, onSettled: inFlight.release },
    );
  };

  return (
    <WizardPage
      title={t.title}
      subtitle={t.subtitle(customer.fullName)}
      onNext={() => void next()}
      nextLoading={consent.isPending}
    >
      <div className="consent-text" role="document" aria-label={t.textLabel}>
        {paragraphs.map((paragraph) => (
          <Typography.Paragraph key={paragraph} className="consent-paragraph">
            {paragraph}
          </Typography.Paragraph>
        ))}
        <Typography.Text type="secondary" className="consent-version">
          {t.version(CURRENT_CONSENT_VERSION)}
        </Typography.Text>
      </div>
      {ageGroup === 'child' && (
        <>
          <Alert className="consent-age-notice" type="warning" showIcon title={t.childNotice} />
          <GuardianFields form={guardianForm} />
        </>
      )}
      {ageGroup === 'minor' && (
        <Alert className="consent-age-notice" type="info" showIcon title={t.minorNotice} />
      )}
      <Checkbox
        className="consent-check"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      >
        {ageGroup === 'child' ? t.guardianAgrees : t.agree}
      </Checkbox>
    </WizardPage>
  );
}

/** Spec §2 about: the consent text, a tick to agree, Next only when ticked. */
export function AboutPage() {
  return <WithCustomer>{(customer) => <Consent customer={customer} />}</WithCustomer>;
}
