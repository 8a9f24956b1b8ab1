import { zhCN } from '../locale';
import { ProcessCareArt, ProcessProgressArt } from '../art/process-art';
import { useGoBack, useGoNext } from '../hooks/use-wizard-context';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.process;

/** recommend/result (step 5): two process pictures, Next to recommend/help. */
export function ProcessPage() {
  const goNext = useGoNext('recommend/result');
  const goBack = useGoBack('recommend/result');
  const figures = [
    { art: <ProcessCareArt />, ...t.figures[0] },
    { art: <ProcessProgressArt />, ...t.figures[1] },
  ];
  return (
    <WizardPage title={t.title} subtitle={t.subtitle} onNext={goNext} onBack={goBack}>
      <div className="intro-grid">
        {figures.map((figure) => (
          <figure key={figure.title} className="intro-card">
            <div className="intro-art">{figure.art}</div>
            <figcaption>
              <strong>{figure.title}</strong>
              <span>{figure.text}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </WizardPage>
  );
}
