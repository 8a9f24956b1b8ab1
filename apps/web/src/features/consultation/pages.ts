/** The consultation screens the app's route table mounts (spec §2 Consultation screens). */
export { AboutPage } from './components/about-page';
export { AllPage } from './components/all-page';
export { EvaluatePage } from './components/evaluate-page';
export { GoodsPage } from './components/goods-page';
export { HelpPage } from './components/help-page';
export { IntroducePage } from './components/introduce-page';
export { ProcessPage } from './components/process-page';
export { QuestionnairePage } from './components/questionnaire-page';
export { ResultPage } from './components/result-page';
export { SelectorPage } from './components/selector-page';
export { SpecialPage } from './components/special-page';
export { StepPage } from './components/step-page';
export { SummaryPage } from './components/summary-page';
