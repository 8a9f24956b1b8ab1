import { useNavigate } from 'react-router';
import { zhCN } from '../locale';
import { IntroMicroscopeArt, IntroReportArt } from '../art/intro-art';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.introduce;

/** Spec §2 introduce: two pictures and Next to about. */
export function IntroducePage() {
  const navigate = useNavigate();
  const cards = [
    { art: <IntroMicroscopeArt />, ...t.cards[0] },
    { art: <IntroReportArt />, ...t.cards[1] },
  ];
  return (
    <WizardPage title={t.title} subtitle={t.subtitle} onNext={() => void navigate('/about')}>
      <div className="intro-grid">
        {cards.map((card) => (
          <figure key={card.title} className="intro-card">
            <div className="intro-art">{card.art}</div>
            <figcaption>
              <strong>{card.title}</strong>
              <span>{card.text}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </WizardPage>
  );
}
