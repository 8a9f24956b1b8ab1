import { ExperimentOutlined } from '@ant-design/icons';
import { CalibrationRefusalSchema, type Calibration, type LightType } from '@skinscope/contracts';
import { Alert, Button, Form, Input, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { ApiError } from '../../../lib/api-error';
import { toastError } from '../../../lib/notification';
import { useErrorToast } from '../../../lib/use-error-toast';
import type { CalibrationStationProps, CardShot, CardShots } from '../../../lib/card-shot';
import { zhCN } from '../locale';
import { useCalibrations } from '../api/get-calibrations';
import { useCreateCalibration } from '../api/create-calibration';
import { useStores } from '../api/get-stores';
import { AdminLayout } from './admin-layout';
import { CalibrationFit, CalibrationRefusal } from './calibration-fit';
import { CalibrationTable } from './calibration-table';

const t = zhCN.calibration;

/**
 * What this screen needs of other features, handed in by the app's route table (features do not
 * import each other): the capture feature's microscope station, and 重复性测量 (issue 32 #1) as
 * the screen's second mode.
 */
export interface CalibrationPageProps {
  Station: ComponentType<CalibrationStationProps>;
  Retest: ComponentType<{ Station: ComponentType<CalibrationStationProps> }>;
}

interface FormValues {
  name: string;
  storeId?: number;
}

/** The engine's reasons when it refused the card, or null for any other failure. */
function refusalOf(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'CALIBRATION_REFUSED') return null;
  const parsed = CalibrationRefusalSchema.safeParse(error.details);
  return parsed.success ? parsed.data.reasons : null;
}

function Steps() {
  return (
    <section className="calibration-steps" aria-label={t.stepsTitle}>
      <Typography.Title level={5}>{t.stepsTitle}</Typography.Title>
      <ol>
        {t.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/** Issue 18 #2: 显微镜校准 for administrators and store managers. */
export function CalibrationPage({ Station, Retest }: CalibrationPageProps) {
  const [mode, setMode] = useState<'card' | 'retest'>('card');
  const [shots, setShots] = useState<CardShots>({});
  const [outcome, setOutcome] = useState<Calibration | null>(null);
  // Said beside the form, not only in a toast: what is missing stays in view until it is taken.
  const [missing, setMissing] = useState<string | null>(null);
  const [form] = Form.useForm<FormValues>();
  const calibrations = useCalibrations();
  const stores = useStores({ name: '', includeArchived: false });
  const create = useCreateCalibration();
  const refusal = create.isError ? refusalOf(create.error) : null;

  useErrorToast(calibrations);

  const labels = new Set([shots.normal?.deviceLabel, shots.lighting?.deviceLabel]);
  const deviceLabel = labels.size === 1 ? shots.normal?.deviceLabel : undefined;

  const onShot = (light: LightType, shot: CardShot) => {
    setShots((current) => ({ ...current, [light]: shot }));
    setOutcome(null);
    setMissing(null);
    create.reset();
  };

  const submit = ({ name, storeId }: FormValues) => {
    const { normal, lighting } = shots;
    if (!normal || !lighting) return setMissing(t.needPhotos);
    if (!deviceLabel) return setMissing(t.twoDevices);
    create.mutate(
      {
        deviceLabel,
        name,
        storeId,
        // The polarised card's, as the skin photos' are: the skin tone is read in that light.
        cameraSettings: lighting.cameraSettings,
        normal: normal.blob,
        polarised: lighting.blob,
      },
      {
        onSuccess: setOutcome,
        onError: (error) => {
          if (!refusalOf(error)) toastError(error);
        },
      },
    );
  };

  return (
    <AdminLayout section="calibration" title={t.title} subtitle={t.subtitle}>
      <Segmented
        className="calibration-mode"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'card', label: t.modes.card },
          { value: 'retest', label: t.modes.retest },
        ]}
      />
      {mode === 'card' ? (
        <>
          <Steps />
          <Station shots={shots} onShot={onShot} subject="card" />
        </>
      ) : (
        <Retest Station={Station} />
      )}
      <Form<FormValues>
        hidden={mode !== 'card'}
        form={form}
        layout="inline"
        className="calibration-form"
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item label={t.device}>
          <Typography.Text type={deviceLabel ? undefined : 'secondary'}>
            {deviceLabel ?? (labels.size > 1 ? t.twoDevices : t.noDevice)}
          </Typography.Text>
        </Form.Item>
        <Form.Item
          name="name"
          label={t.nameLabel}
          rules={[{ required: true, whitespace: true, message: t.nameRequired }]}
        >
          <Input maxLength={50} placeholder={t.namePlaceholder} />
        </Form.Item>
        <Form.Item name="storeId" label={t.storeLabel}>
          <Select
            allowClear
            className="calibration-store"
            placeholder={t.storePlaceholder}
            loading={stores.isFetching}
            options={(stores.data ?? []).map((store) => ({ value: store.id, label: store.name }))}
          />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<ExperimentOutlined />}
            loading={create.isPending}
          >
            {t.submit}
          </Button>
        </Form.Item>
      </Form>
      {mode === 'card' && missing && (
        <Alert type="warning" showIcon className="calibration-outcome" title={missing} />
      )}
      {mode === 'card' && outcome && <CalibrationFit calibration={outcome} />}
      {mode === 'card' && refusal && <CalibrationRefusal reasons={refusal} />}
      {mode === 'card' && create.isError && !refusal && (
        <Alert type="error" showIcon className="calibration-outcome" title={create.error.message} />
      )}
      <Typography.Title level={4} className="calibration-devices-title">
        {t.devicesTitle}
      </Typography.Title>
      <CalibrationTable calibrations={calibrations.data ?? []} loading={calibrations.isFetching} />
    </AdminLayout>
  );
}
