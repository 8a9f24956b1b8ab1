import { CARE_PHASES } from '@skinscope/domain';
import { Typography } from 'antd';
import { zhCN } from '../locale';
import { useGoNext } from '../hooks/use-wizard-context';
import type { ConsultationView } from '../hooks/use-consultation-view';
import { ResultScores } from './result-scores';
import { WithConsultationView } from './with-view';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.result;

function Result({ view }: { view: ConsultationView }) {
  const goNext = useGoNext('analyse/result');
  return (
    <WizardPage title={t.title} subtitle={t.subtitle} onNext={goNext} restart>
      <div className="result-layout">
        <section className="result-scores" aria-label={t.scoresLabel}>
          <ResultScores view={view} />
          <div className="score-scale" aria-hidden="true">
            <span>0</span>
            <span>5</span>
            <span>10</span>
          </div>
        </section>
        <section className="result-phases" aria-labelledby="result-phases-title">
          <Typography.Title level={5} id="result-phases-title">
            {t.phasesTitle}
          </Typography.Title>
          <ol className="phase-list">
            {CARE_PHASES.map((phase, index) => {
              const active = phase.key === view.phase;
              return (
                <li
                  key={phase.key}
                  className={active ? 'phase phase-active' : 'phase'}
                  aria-current={active ? 'step' : undefined}
                >
                  <span className="phase-index">{index + 1}</span>
                  <span className="phase-text">
                    <strong>
                      {t.phaseLabel(phase.name)}
                      {active && <span className="phase-tag">{t.current}</span>}
                    </strong>
                    <span>{t.phaseHints[phase.key]}</span>
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      </div>
    </WizardPage>
  );
}

/** analyse/result (step 4): eight 0–10 scores and the three care phases (spec §2). */
export function ResultPage() {
  return <WithConsultationView>{(view) => <Result view={view} />}</WithConsultationView>;
}
