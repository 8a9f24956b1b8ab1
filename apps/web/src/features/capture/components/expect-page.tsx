import type { CustomerRow, LightType } from '@skinscope/contracts';
import { facePartName } from '@skinscope/domain';
import { Alert, Button, Spin, Typography } from 'antd';
import { useState } from 'react';
import { showImage } from '../../../lib/image-viewer';
import { zhCN } from '../locale';
import { useExpectRecord } from '../hooks/use-expect-record';
import { useWizardNext } from '../hooks/use-wizard-next';
import { BOTH_LIGHTS } from '../lib/captured-photo';
import type { PartShot } from '../lib/captured-photo';
import { readPartShots } from '../lib/capture-state';
import { CapturePage } from './capture-page';
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

function Expect({ customer }: { customer: CustomerRow }) {
  // Read once: the photos the steps left; this screen does not change them.
  const [shots] = useState(readPartShots);
  const [selected, setSelected] = useState(0);
  const record = useExpectRecord(customer, shots);
  const next = useWizardNext('analyse/expect');
  const shown = shots[selected] ?? shots[0];

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
      <Spin spinning={record.saving} tip={t.saving}>
        <div className="expect-layout">
          <div className="expect-parts" role="group" aria-label={zhCN.capture.partLabel}>
            {shots.map((shot, index) => (
              <button
                type="button"
                key={`${index}-${shot.part ?? ''}`}
                aria-pressed={index === selected}
                className={index === selected ? 'expect-part expect-part-selected' : 'expect-part'}
                onClick={() => setSelected(index)}
              >
                <span className="expect-part-name">{partLabel(shot)}</span>
                <span className="expect-part-pictures">
                  {BOTH_LIGHTS.map((light) => (
                    <Picture key={light} shot={shot} light={light} />
                  ))}
                </span>
              </button>
            ))}
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
            </section>
          )}
        </div>
      </Spin>
    </CapturePage>
  );
}

/** analyse/expect (step 4): the three parts' photos; the record is saved on arrival (spec §2, §4). */
export function ExpectPage() {
  return <WithCustomer>{(customer) => <Expect customer={customer} />}</WithCustomer>;
}
