import { isOptionEnabled, questionnairePath, redirectOnEnter } from '@skinscope/domain';
import type { OptionItem, QuestionnairePage as Page, WizardPath } from '@skinscope/domain';
import { Navigate } from 'react-router';
import { zhCN } from '../locale';
import { tileModeOf, useQuestionnaire } from '../hooks/use-questionnaire';
import { useGoBack, useGoNext, useWizardContext } from '../hooks/use-wizard-context';
import { WithCustomer } from './missing-customer';
import { OptionTiles } from './option-tiles';
import { WizardPage } from './wizard-page';

const t = zhCN.consultation.questionnaire;

/** Tiles per row: habits two rows of 6 (spec §9); the rest as reads best at 1024 px. */
const COLUMNS: Record<Page, number> = {
  condition: 5,
  condition2: 5,
  help: 4,
  menses: 2,
  habit: 6,
  situation: 5,
  body: 4,
  nursing: 4,
  ambition: 3,
  concern: 5,
  original: 4,
};

function Questionnaire({ page, path }: { page: Page; path: WizardPath }) {
  const { context } = useWizardContext();
  const goNext = useGoNext(path);
  const goBack = useGoBack(path);
  const questionnaire = useQuestionnaire(page, context.gender);
  const steps = questionnairePath(context);
  const number = steps.indexOf(path) + 1;

  if (questionnaire.items === null) return <Navigate to="/collection/condition" replace />;
  const next = () => {
    if (questionnaire.save()) goNext();
  };
  return (
    <WizardPage
      title={t.questions[page]}
      subtitle={t.hints[page]}
      aside={
        number > 0 && (
          <span className="consultation-counter">{t.counter(number, steps.length)}</span>
        )
      }
      onNext={next}
      onBack={() => {
        questionnaire.keep();
        goBack();
      }}
      nextDisabled={!questionnaire.canProceed}
      restart
    >
      <OptionTiles
        items={questionnaire.items}
        mode={tileModeOf(page)}
        columns={COLUMNS[page]}
        label={t.questions[page]}
        isEnabled={(item: OptionItem) => isOptionEnabled(page, item)}
        onTap={questionnaire.tap}
      />
    </WizardPage>
  );
}

/** The menses page is never shown to a man: on to habit, replacing the history entry. */
function SkipOrShow({ page }: { page: Page }) {
  const { context } = useWizardContext();
  const path = `collection/${page}` as const;
  const redirect = redirectOnEnter(path, context);
  if (redirect) return <Navigate to={`/${redirect.to}`} replace />;
  // Keyed by page: moving between pages starts from that page's stored answer.
  return <Questionnaire key={page} page={page} path={path} />;
}

/** One of the eleven questionnaire pages of spec §2 (collection/{page}). */
export function QuestionnairePage({ page }: { page: Page }) {
  return <WithCustomer>{() => <SkipOrShow page={page} />}</WithCustomer>;
}
