import type { CustomerRow, Evaluation } from '@skinscope/contracts';
import { Rate } from 'antd';
import { useState } from 'react';
import { toast, toastError } from '../../../lib/notification';
import { useInFlight } from '../../../lib/use-in-flight';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';
import { useSaveEvaluation } from '../api/save-evaluation';
import { useGoNext } from '../hooks/use-wizard-context';
import { WithCustomer } from './missing-customer';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.evaluate;
const RATINGS = ['all', 'effect', 'service', 'environment'] as const;
const NO_RATING: Evaluation = { all: 0, effect: 0, service: 0, environment: 0 };

function EvaluateForm({ customer }: { customer: CustomerRow }) {
  const session = useSession();
  const [ratings, setRatings] = useState<Evaluation>(NO_RATING);
  const save = useSaveEvaluation();
  const goNext = useGoNext('collection/evaluate');

  const inFlight = useInFlight();
  const submit = () => {
    // Spec §4: blocked while busy; spec §5: every rating at least one star.
    if (RATINGS.some((key) => ratings[key] === 0)) return toast(t.mustRate, 'warning');
    if (!session || !inFlight.claim()) return;
    save.mutate(
      { customerId: customer.id, scope: session.user.scope, evaluation: ratings },
      { onSuccess: goNext, onError: toastError, onSettled: inFlight.release },
    );
  };

  return (
    <WizardPage
      title={t.title}
      subtitle={t.subtitle(customer.fullName)}
      onNext={submit}
      nextLoading={save.isPending}
    >
      <div className="evaluate-list">
        {RATINGS.map((key) => (
          <div key={key} className="evaluate-row">
            <span className="evaluate-label" id={`evaluate-${key}`}>
              {t.labels[key]}
            </span>
            <Rate
              count={5}
              value={ratings[key]}
              allowClear={false}
              style={{ fontSize: 30 }}
              aria-labelledby={`evaluate-${key}`}
              onChange={(value) => setRatings((current) => ({ ...current, [key]: value }))}
            />
            <span className="evaluate-value">{t.stars(ratings[key])}</span>
          </div>
        ))}
      </div>
    </WizardPage>
  );
}

/** collection/evaluate: how the last care went, four star ratings (spec §2, §4). */
export function EvaluatePage() {
  return <WithCustomer>{(customer) => <EvaluateForm customer={customer} />}</WithCustomer>;
}
