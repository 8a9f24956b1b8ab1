import { ArrowRightOutlined, RedoOutlined, SendOutlined } from '@ant-design/icons';
import type { LightType, RetestPair } from '@skinscope/contracts';
import { FACE_PARTS, type FacePartKey } from '@skinscope/domain';
import { Alert, Button, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCreateRetestPair } from '../api/create-retest-pair';
import { zhCN } from '../locale';
import type { CardShot, CardShots } from '../card-shot';

const t = zhCN.retest;

type Phase = 'test' | 'retest';

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
 * Issue 32 #1: the state of one test-retest pair being taken. The calibration page owns the
 * microscope's station and hands it these shots, so the camera stays live between the modes.
 */
export function useRetestCapture() {
  const [phase, setPhase] = useState<Phase>('test');
  const [test, setTest] = useState<CardShots>({});
  const [retest, setRetest] = useState<CardShots>({});
  const [part, setPart] = useState<FacePartKey>();
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

function Saved({ pair }: { pair: RetestPair }) {
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
          <Link to="/admin/repeatability">{t.viewRepeatability}</Link>
        </>
      }
    />
  );
}

/** What a test-retest pair is, above the microscope; no customer is named on this screen. */
export function RetestIntro() {
  return (
    <section className="calibration-steps" aria-label={t.title}>
      <Typography.Paragraph>{t.intro}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t.noCustomer}</Typography.Paragraph>
    </section>
  );
}

/** 重复性测量 on the calibration screen: a part, two captures, and the microscope put back between. */
export function RetestPanel({ capture }: { capture: ReturnType<typeof useRetestCapture> }) {
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
