import { CameraOutlined, EditOutlined } from '@ant-design/icons';
import type { CustomerRow } from '@skinscope/contracts';
import { nextPage } from '@skinscope/domain';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast, toastError } from '../../../lib/notification';
import { useInFlight } from '../../../lib/use-in-flight';
import { useSession } from '../../../lib/use-session';
import { clearConsultation, setWizardScanType } from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import { usePhotoOnlyVisit } from '../hooks/use-photo-only-visit';
import { WithCustomer } from './missing-customer';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.selector;

function Choice(props: {
  icon: ReactNode;
  title: string;
  hint: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="selector-choice"
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <span className="selector-choice-icon" aria-hidden="true">
        {props.icon}
      </span>
      <span className="selector-choice-title">{props.title}</span>
      <span className="selector-choice-hint">{props.hint}</span>
    </button>
  );
}

function Selector({ customer }: { customer: CustomerRow }) {
  const navigate = useNavigate();
  const session = useSession();
  const photoOnly = usePhotoOnlyVisit();

  const changed = () => {
    // "是" (key 1): a re-check with a fresh questionnaire.
    setWizardScanType('RETRY_SCAN');
    clearConsultation();
    const to = nextPage('collection/selector', {
      scanType: 'RETRY_SCAN',
      gender: customer.gender,
    });
    if (to) void navigate(`/${to}`);
  };

  const inFlight = useInFlight();
  const unchanged = () => {
    if (!session || !inFlight.claim()) return;
    photoOnly.mutate(
      { customer, user: session.user },
      {
        onSuccess: ({ recordId, reused }) => {
          if (!reused) toast(t.photosOnly, 'info');
          void navigate(`/picture/infinite/${recordId}/0`);
        },
        onError: toastError,
        onSettled: inFlight.release,
      },
    );
  };

  return (
    <WizardPage title={t.title} subtitle={t.subtitle(customer.fullName)}>
      <Spin spinning={photoOnly.isPending}>
        <div className="selector-choices">
          <Choice
            icon={<EditOutlined />}
            title={t.yes}
            hint={t.yesHint}
            disabled={photoOnly.isPending}
            onClick={changed}
          />
          <Choice
            icon={<CameraOutlined />}
            title={t.no}
            hint={t.noHint}
            disabled={photoOnly.isPending}
            onClick={unchanged}
          />
        </div>
      </Spin>
    </WizardPage>
  );
}

/** collection/selector: the repeat-visit question, did the care needs change? (spec §4) */
export function SelectorPage() {
  return <WithCustomer>{(customer) => <Selector customer={customer} />}</WithCustomer>;
}
