import { careScoreLine, computeConsultation } from '@skinscope/domain';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { currentRecordIdKey, useWizardValue } from '../../../lib/wizard-state';
import { useVisitAnalyses } from '../api/get-visit-analyses';
import type { VisitAnalyses } from '../api/get-visit-analyses';
import type { ConsultationView, ViewScore } from '../hooks/use-consultation-view';
import { zhCN } from '../locale';
import { ScoreSlider } from './score-slider';

const t = zhCN.consultation.result;

/** 问卷 3 · 检测 −1（油脂偏多）, when the score says what it is made of. */
function lineOf({ questionnaire, measured, evidence }: ViewScore): string | undefined {
  if (questionnaire === undefined || measured === undefined || evidence === undefined) return;
  return careScoreLine({ questionnaire, measured, evidence });
}

/** Why the measurements may not be complete yet: analyses running, pairs refused. */
function MeasuredNotes({
  loading,
  failed,
  visit,
}: {
  loading: boolean;
  failed: boolean;
  visit: VisitAnalyses;
}) {
  const notes = loading
    ? [t.measuredLoading]
    : failed
      ? [t.measuredUnavailable]
      : [
          ...(visit.pending > 0 ? [t.measuredPending(visit.pending)] : []),
          ...(visit.refused > 0 ? [t.measuredRefused(visit.refused)] : []),
        ];
  if (notes.length === 0) return null;
  return (
    <Alert
      className="score-measured-note"
      type="info"
      showIcon
      title={notes.map((note) => (
        <div key={note}>{note}</div>
      ))}
    />
  );
}

/**
 * The eight sliders of analyse/result (issue 19 #6): a visit computed from its answers is moved
 * by its own analysed photos with the same domain rule the server applies when the summary is
 * saved; a carried-over consultation (PHOTO_ONLY) shows what its record stored.
 */
export function ResultScores({ view }: { view: ConsultationView }) {
  const recordId = useWizardValue(currentRecordIdKey);
  const { answers } = view;
  const { loading, failed, visit } = useVisitAnalyses(answers ? recordId : null);
  const scores: readonly ViewScore[] = useMemo(
    () => (answers ? computeConsultation(answers, visit.analyses).scores : view.scores),
    [answers, visit.analyses, view.scores],
  );
  return (
    <>
      <MeasuredNotes loading={loading} failed={failed} visit={visit} />
      {scores.map((score) => (
        <ScoreSlider
          key={score.key}
          name={score.name}
          score={score.score}
          // Until the visit's analyses are read, "no measurement" would not be true yet.
          note={loading ? undefined : lineOf(score)}
        />
      ))}
    </>
  );
}
