import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  DETECT_DIMENSIONS,
  idFromText,
  type CustomerProgress,
  type ProgressPart,
} from '@skinscope/contracts';
import { comparisonNote } from '@skinscope/domain';
import { Alert, Button, Card, Empty, Result, Segmented, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ScoreScale } from '../../../components/explained-results/score-scale';
import { TechnicalInfo, technicalLine } from '../../../components/explained-results/technical-info';
import { useCustomerMode } from '../../../lib/customer-mode';
import { useCustomerProgress } from '../api/get-progress';
import { measurementAt } from '../lib/measurements';
import { visitLabels } from '../lib/visit-labels';
import { progressText as t } from '../locale';
import { CareRadar } from './care-radar';
import { DimensionCard } from './dimension-card';
import { PhotoCompare } from './photo-compare';
import { VisitPicker } from './visit-picker';
import '../progress.css';

/**
 * Issue 19 #7: make-up, fresh cleansing or products change what the microscope sees, so a
 * comparison between visits whose recorded skin states differ says so (earlier visit first).
 */
function skinStateNote(visits: CustomerProgress['visits'], pair: [number, number]) {
  const [earlier, later] = pair
    .map((recordId) => visits.find((visit) => visit.recordId === recordId))
    .sort((a, b) => visits.indexOf(a!) - visits.indexOf(b!));
  return comparisonNote(earlier?.skinState, later?.skinState);
}

/** Issue 18 #8: what measured the part at each compared visit, one line per visit. */
function technicalLines(part: ProgressPart, labels: Map<number, string>, pair: [number, number]) {
  return pair.flatMap((recordId) => {
    const measured = measurementAt(part, recordId);
    if (!measured?.version) return [];
    const line = technicalLine({
      version: measured.version,
      deviceCalibrationId: measured.deviceCalibrationId,
      ...(measured.detectionId !== null && { detectionId: measured.detectionId }),
    });
    return [t.technicalOf(labels.get(recordId) ?? '', line)];
  });
}

/**
 * Why a compared visit has no scores for the part: the photo checks' reasons (refused) or why
 * the analysis gave up, as the server words them; one line per such visit.
 */
function unmeasuredLines(part: ProgressPart, labels: Map<number, string>, pair: [number, number]) {
  return pair.flatMap((recordId) => {
    const measured = measurementAt(part, recordId);
    if (!measured || measured.reasons.length === 0) return [];
    if (measured.status !== 'failed' && measured.status !== 'unavailable') return [];
    return [t.unmeasuredOf(labels.get(recordId) ?? '', measured.reasons.join('；'))];
  });
}

function ProgressBody({ progress }: { progress: CustomerProgress }) {
  const { visits, parts } = progress;
  const labels = useMemo(() => visitLabels(visits), [visits]);
  const first = visits[0]!.recordId;
  const [pair, setPair] = useState<[number, number]>([first, visits.at(-1)!.recordId]);
  const [partCode, setPartCode] = useState(parts[0]?.part);
  const part = parts.find((candidate) => candidate.part === partCode) ?? parts[0];
  const stateNote = skinStateNote(visits, pair);
  const unmeasured = part ? unmeasuredLines(part, labels, pair) : [];
  return (
    <>
      {visits.length > 1 ? (
        <VisitPicker visits={visits} labels={labels} pair={pair} onChange={setPair} />
      ) : (
        <Alert type="info" showIcon title={t.oneVisit} />
      )}
      {stateNote && (
        <Alert type="warning" showIcon title={stateNote} data-testid="progress-state-note" />
      )}
      {parts.length > 1 && (
        <Segmented
          aria-label={t.partsLabel}
          value={part?.part}
          onChange={setPartCode}
          options={parts.map((p) => ({ value: p.part, label: p.partName }))}
        />
      )}
      {part && (
        <section className="progress-section" aria-label={t.measuresTitle}>
          <Typography.Title level={5}>{`${part.partName} · ${t.measuresTitle}`}</Typography.Title>
          {unmeasured.length > 0 && (
            <Alert
              type="info"
              showIcon
              title={t.unmeasuredTitle}
              description={unmeasured.map((line) => (
                <div key={line}>{line}</div>
              ))}
              data-testid="progress-unmeasured"
            />
          )}
          <ScoreScale />
          <Typography.Paragraph type="secondary" className="progress-band-hint">
            <span className="progress-band-swatch" aria-hidden />
            {t.bandHint}
          </Typography.Paragraph>
          <ul className="progress-dimensions">
            {DETECT_DIMENSIONS.map((dimension) => (
              <DimensionCard
                key={dimension}
                part={part}
                dimension={dimension}
                labels={labels}
                pair={pair}
              />
            ))}
          </ul>
          <TechnicalInfo lines={technicalLines(part, labels, pair)} />
        </section>
      )}
      {part && <PhotoCompare part={part} labels={labels} pair={pair} />}
      <CareRadar visits={visits} labels={labels} pair={pair} />
    </>
  );
}

/** Issue 19 #1 query/progress/{customerId} 皮肤变化: her skin over her visits. */
export function ProgressPage() {
  const customerId = idFromText(useParams().customerId);
  const navigate = useNavigate();
  // The tablet may be turned to her (顾客模式): no way back into the staff screens from here.
  const customerMode = useCustomerMode();
  const progress = useCustomerProgress(customerId);
  if (customerId === undefined) return <Result status="warning" title={t.invalidId} />;
  if (progress.isError) return <Result status="warning" title={t.loadFailed} />;
  if (!progress.data) return <Skeleton active className="progress-page" />;
  const { data } = progress;
  return (
    <div className="progress-page">
      <Card
        variant="borderless"
        className="page-card"
        title={
          <span className="progress-title">
            <Typography.Title level={4}>{t.titleOf(data.customerName)}</Typography.Title>
            <Typography.Text type="secondary">{t.visitCount(data.visits.length)}</Typography.Text>
          </span>
        }
        extra={
          !customerMode && (
            <Button
              icon={<ArrowLeftOutlined aria-hidden />}
              onClick={() => void navigate(`/query/detail/${customerId}`)}
            >
              {t.back}
            </Button>
          )
        }
      >
        <div className="progress-body">
          {data.visits.length === 0 ? (
            <Empty description={t.noVisits} />
          ) : (
            <ProgressBody progress={data} />
          )}
        </div>
      </Card>
    </div>
  );
}
