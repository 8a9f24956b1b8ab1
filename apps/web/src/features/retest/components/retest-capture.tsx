import { ArrowRightOutlined, RedoOutlined, SendOutlined } from '@ant-design/icons';
import {
  CURRENT_RETEST_CONSENT_VERSION,
  RETEST_CONSENT_TEXTS,
  type LightType,
  type RetestPair,
} from '@skinscope/contracts';
import { FACE_PARTS, type FacePartKey } from '@skinscope/domain';
import { Alert, Button, Checkbox, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { mayCalibrate } from '../../../lib/calibration-access';
import type { CalibrationStationProps, CardShot, CardShots } from '../../../lib/card-shot';
import { useSession } from '../../../lib/use-session';
import { useCreateRetestPair } from '../api/create-retest-pair';
import { zhCN } from '../locale';

const t = zhCN.retest;

type Phase = 'test' | 'retest';

/** The customer whose skin is measured, when the pair was started from her capture screen. */
export interface RetestCustomer {
  id: number;
  fullName: string;
}

/** Both lights taken, and by the one camera: what a capture of the pair must be. */
function problemOf(shots: CardShots, deviceLabel?: string): string | null {
  const { normal, lighting } = shots;
  if (!normal || !lighting) return t.needPhotos;
  const labels = new Set([
    normal.deviceLabel,
    lighting.deviceLabel,
    deviceLabel ?? normal.deviceLabel,
  ]);
  return labels.size === 1 ? null : t.twoDevices;
}

/**
 * Issue 32 #1: the state of one test-retest pair being taken. The pair names the customer only
 * when staff tick that she agreed to the retest consent text (a purpose of its own).
 */
function useRetestCapture(customer: RetestCustomer | null, initialPart: FacePartKey | undefined) {
  const [phase, setPhase] = useState<Phase>('test');
  const [test, setTest] = useState<CardShots>({});
  const [retest, setRetest] = useState<CardShots>({});
  const [part, setPart] = useState<FacePartKey | undefined>(initialPart);
  const [consented, setConsented] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<RetestPair | null>(null);
  const create = useCreateRetestPair();

  const onShot = (light: LightType, shot: CardShot) => {
    (phase === 'test' ? setTest : setRetest)((current) => ({ ...current, [light]: shot }));
    setProblem(null);
    setSaved(null);
  };

  const next = () => {
    const found = part ? problemOf(test) : t.partRequired;
    if (found) return setProblem(found);
    setPhase('retest');
  };

  const restart = () => {
    setPhase('test');
    setTest({});
    setRetest({});
    setProblem(null);
  };

  const submit = () => {
    const found = problemOf(retest, test.normal?.deviceLabel);
    if (found) return setProblem(found);
    if (!part || !test.normal || !test.lighting || !retest.normal || !retest.lighting) return;
    create.mutate(
      {
        deviceLabel: test.normal.deviceLabel,
        part,
        // The polarised photo's, as on a visit: the skin tone is read in that light.
        cameraSettings: test.lighting.cameraSettings,
        ...(customer &&
          consented && {
            customer: { id: customer.id, consentVersion: CURRENT_RETEST_CONSENT_VERSION },
          }),
        testNormal: test.normal.blob,
        testPolarised: test.lighting.blob,
        retestNormal: retest.normal.blob,
        retestPolarised: retest.lighting.blob,
      },
      {
        onSuccess: (pair) => {
          restart();
          setSaved(pair);
        },
      },
    );
  };

  return {
    phase,
    part,
    setPart,
    customer,
    consented,
    setConsented,
    problem,
    saved,
    create,
    shots: phase === 'test' ? test : retest,
    onShot,
    next,
    restart,
    submit,
  };
}

type RetestCapture = ReturnType<typeof useRetestCapture>;

function Saved({ pair }: { pair: RetestPair }) {
  const user = useSession()?.user;
  const refused = [!pair.test.accepted && t.first, !pair.retest.accepted && t.second].filter(
    Boolean,
  );
  const detail = pair.accepted
    ? t.bothAccepted
    : t.refused(refused.length === 2 ? t.both : (refused[0] as string));
  return (
    <Alert
      type={pair.accepted ? 'success' : 'warning'}
      showIcon
      className="calibration-outcome"
      title={t.saved}
      description={
        <>
          <p>{detail}</p>
          {/* 设备重复性 is for those who look after the microscopes (policy canReadRetestPairs). */}
          {user && mayCalibrate(user) && (
            <Link to="/admin/repeatability">{t.viewRepeatability}</Link>
          )}
        </>
      }
    />
  );
}

/**
 * Whether the pair is kept with the customer: only with her agreement to the retest consent
 * text, which is shown in full. Fixed once the first capture is taken.
 */
function CustomerConsent({ capture }: { capture: RetestCapture }) {
  const { customer, consented, setConsented, phase } = capture;
  if (!customer)
    return <Typography.Paragraph type="secondary">{t.noCustomer}</Typography.Paragraph>;
  return (
    <section className="retest-consent" aria-label={t.customer.label}>
      <Checkbox
        checked={consented}
        disabled={phase === 'retest'}
        onChange={(event) => setConsented(event.target.checked)}
      >
        {t.customer.consent(customer.fullName)}
      </Checkbox>
      <Typography.Paragraph className="retest-consent-text">
        {RETEST_CONSENT_TEXTS[CURRENT_RETEST_CONSENT_VERSION]}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {consented ? t.customer.withConsent(customer.fullName) : t.customer.withoutConsent}
      </Typography.Paragraph>
    </section>
  );
}

/** A part, two captures, and the microscope put back between. */
function RetestPanel({ capture }: { capture: RetestCapture }) {
  const { phase, part, setPart, problem, saved, create } = capture;
  return (
    <section className="retest-panel" aria-label={t.title}>
      <Form layout="inline" className="calibration-form">
        <Form.Item label={t.partLabel}>
          <Select<FacePartKey>
            className="calibration-store"
            aria-label={t.partLabel}
            placeholder={t.partPlaceholder}
            showSearch={{ optionFilterProp: 'label' }}
            value={part}
            onChange={setPart}
            disabled={phase === 'retest'}
            options={FACE_PARTS.map(({ key, name }) => ({ value: key, label: name }))}
          />
        </Form.Item>
        <Form.Item>
          <Typography.Text strong>{phase === 'test' ? t.first : t.second}</Typography.Text>
        </Form.Item>
        <Form.Item>
          {phase === 'test' ? (
            <Button type="primary" icon={<ArrowRightOutlined />} onClick={capture.next}>
              {t.next}
            </Button>
          ) : (
            <Space>
              <Button icon={<RedoOutlined />} onClick={capture.restart}>
                {t.back}
              </Button>
              <Button
                type="primary"
                icon={<SendOutlined />}
                loading={create.isPending}
                onClick={capture.submit}
              >
                {t.submit}
              </Button>
            </Space>
          )}
        </Form.Item>
      </Form>
      {phase === 'test' ? (
        <Typography.Paragraph type="secondary">{t.firstHint}</Typography.Paragraph>
      ) : (
        <Alert type="info" showIcon className="calibration-outcome" title={t.moveAway} />
      )}
      {problem && <Alert type="warning" showIcon className="calibration-outcome" title={problem} />}
      {create.isError && (
        <Alert type="error" showIcon className="calibration-outcome" title={create.error.message} />
      )}
      {saved && <Saved pair={saved} />}
    </section>
  );
}

export interface RetestWorkbenchProps {
  /** The capture feature's microscope station, handed in by the route table. */
  Station: ComponentType<CalibrationStationProps>;
  /** The customer under the microscope, when started from her capture screen. */
  customer?: RetestCustomer | null;
  part?: FacePartKey;
}

/**
 * 重复性测量 (issue 32 #1): what a pair is, the microscope, and the pair's part and captures. The
 * calibration screen shows it as its second mode; the capture screens open it on a page of its
 * own for the customer and part under the microscope.
 */
export function RetestWorkbench({ Station, customer = null, part }: RetestWorkbenchProps) {
  const capture = useRetestCapture(customer, part);
  return (
    <>
      <section className="calibration-steps" aria-label={t.title}>
        <Typography.Paragraph>{t.intro}</Typography.Paragraph>
        <CustomerConsent capture={capture} />
      </section>
      <Station shots={capture.shots} onShot={capture.onShot} subject="skin" />
      <RetestPanel capture={capture} />
    </>
  );
}
