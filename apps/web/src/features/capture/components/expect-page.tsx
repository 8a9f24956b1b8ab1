import type { CustomerRow, LightType } from '@skinscope/contracts';
import { facePartName } from '@skinscope/domain';
import { Alert, Button, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { showImage } from '../../../lib/image-viewer';
import { removeWizardValue } from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import { useVisitAnalysis } from '../api/visit-analysis';
import { useExpectRecord } from '../hooks/use-expect-record';
import { useWizardNext } from '../hooks/use-wizard-next';
import { BOTH_LIGHTS } from '../lib/captured-photo';
import type { PartShot } from '../lib/captured-photo';
import { readPartShots, readRecordShots } from '../lib/capture-state';
import { retakeReturnKey, startRetake } from '../lib/retake';
import { CapturePage } from './capture-page';
import { AnalysisStatusTag, needsRetake, PartAnalysis, type ShotAnalysis } from './part-analysis';
import { WithCustomer } from './with-customer';

const t = zhCN.capture.expect;
const lights = zhCN.capture.lights;

function partLabel(shot: PartShot): string {
  return shot.part ? (facePartName(shot.part) ?? shot.part) : t.partMissing;
}

function Picture({ shot, light, large }: { shot: PartShot; light: LightType; large?: boolean }) {
  const url = shot.photos[light]?.url;
  const caption = lights[light];
  const className = large ? 'expect-picture expect-picture-large' : 'expect-picture';
  if (!url)
    return (
      <div className={`${className} expect-picture-empty`}>
        <span>{t.noPhoto}</span>
        <small>{caption}</small>
      </div>
    );
  const alt = zhCN.capture.slot.photoAlt(`${partLabel(shot)}${caption}`);
  const image = <img src={url} alt={alt} loading="lazy" />;
  return large ? (
    <figure className={className}>
      <button
        type="button"
        onClick={() => showImage(url)}
        aria-label={zhCN.capture.slot.view(caption)}
      >
        {image}
      </button>
      <figcaption>{caption}</figcaption>
    </figure>
  ) : (
    <div className={className}>
      {image}
      <small>{caption}</small>
    </div>
  );
}

/**
 * Each part's analysis as the visit's record has it (issue 19 #5). The record is saved on
 * arrival; until then, and until the first answer, the parts wait.
 */
function useShotAnalyses(recordId: number | null, saveFailed: boolean) {
  const visit = useVisitAnalysis(recordId);
  const analysisOf = (shot: PartShot): ShotAnalysis | null => {
    if (!shot.part || saveFailed) return null;
    // A part without its pair is not analysed (and a part without photos is not in the record).
    if (!shot.photos.normal || !shot.photos.lighting) return { status: 'incomplete' };
    if (recordId === null) return { status: 'waiting' };
    if (visit.isError) return { status: 'error' };
    const part = visit.data?.parts.find((candidate) => candidate.part === shot.part);
    return part?.analysis ?? { status: 'pending' };
  };
  return { analysisOf, reload: () => void visit.refetch() };
}

function Expect({ customer }: { customer: CustomerRow }) {
  // Read once: the photos the steps left; this screen does not change them.
  const [shots] = useState(readPartShots);
  // The record holds each second capture too (issue 32 #4); the screen shows the first.
  const [recordShots] = useState(readRecordShots);
  const [selected, setSelected] = useState(0);
  const record = useExpectRecord(customer, recordShots);
  const next = useWizardNext('analyse/expect');
  const navigate = useNavigate();
  const { analysisOf, reload } = useShotAnalyses(record.recordId, record.failed);
  const shown = shots[selected] ?? shots[0];
  const shownAnalysis = shown ? analysisOf(shown) : null;
  const refused = shots.filter((shot) => {
    const analysis = analysisOf(shot);
    return analysis !== null && needsRetake(analysis);
  });

  // Back from a retake (issue 19 #5): it is over, later steps go on as usual.
  useEffect(() => removeWizardValue(retakeReturnKey), []);

  const retake = (part: string) => {
    const to = startRetake(part);
    if (to) void navigate(to);
  };

  return (
    <CapturePage
      title={t.title}
      subtitle={t.subtitle}
      onNext={() => {
        // Spec §4: Next is ignored while the record is being saved.
        if (!record.saving && !record.failed) next();
      }}
      nextLoading={record.saving}
      nextDisabled={record.failed}
      extra={
        record.failed ? (
          <Alert
            type="error"
            showIcon
            title={t.saveFailed}
            action={
              <Button size="small" onClick={record.run}>
                {t.retry}
              </Button>
            }
          />
        ) : null
      }
    >
      <Spin spinning={record.saving} description={t.saving}>
        {refused.length > 0 && (
          <Alert
            type="warning"
            showIcon
            className="expect-retake-summary"
            title={t.analysis.retakeSummary(refused.map(partLabel).join('、'))}
          />
        )}
        <div className="expect-layout">
          <div className="expect-parts" role="group" aria-label={zhCN.capture.partLabel}>
            {shots.map((shot, index) => {
              const analysis = analysisOf(shot);
              return (
                <button
                  type="button"
                  key={`${index}-${shot.part ?? ''}`}
                  aria-pressed={index === selected}
                  className={
                    index === selected ? 'expect-part expect-part-selected' : 'expect-part'
                  }
                  onClick={() => setSelected(index)}
                >
                  <span className="expect-part-head">
                    <span className="expect-part-name">{partLabel(shot)}</span>
                    {analysis && <AnalysisStatusTag analysis={analysis} />}
                  </span>
                  <span className="expect-part-pictures">
                    {BOTH_LIGHTS.map((light) => (
                      <Picture key={light} shot={shot} light={light} />
                    ))}
                  </span>
                </button>
              );
            })}
          </div>
          {shown && (
            <section className="expect-detail" aria-label={partLabel(shown)}>
              <Typography.Title level={4} className="expect-detail-title">
                {partLabel(shown)}
              </Typography.Title>
              <div className="expect-detail-pictures">
                {BOTH_LIGHTS.map((light) => (
                  <Picture key={light} shot={shown} light={light} large />
                ))}
              </div>
              <Typography.Text type="secondary">{t.enlarge}</Typography.Text>
              {shownAnalysis && (
                <section className="expect-analysis" aria-label={t.analysis.title}>
                  <Typography.Title level={5} className="expect-analysis-title">
                    {t.analysis.title}
                  </Typography.Title>
                  <PartAnalysis
                    analysis={shownAnalysis}
                    partName={partLabel(shown)}
                    onRetake={() => shown.part && retake(shown.part)}
                    onReload={reload}
                  />
                </section>
              )}
            </section>
          )}
        </div>
      </Spin>
    </CapturePage>
  );
}

/**
 * analyse/expect (step 4): the three parts' photos; the record is saved on arrival (spec §2,
 * §4). Beyond the spec (issue 19 #5): each part's analysis shows as it arrives, and a refused
 * pair is retaken there and then.
 */
export function ExpectPage() {
  return <WithCustomer>{(customer) => <Expect customer={customer} />}</WithCustomer>;
}
