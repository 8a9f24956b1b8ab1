import { ExperimentOutlined } from '@ant-design/icons';
import {
  CURRENT_RESEARCH_CONSENT_VERSION,
  RESEARCH_CONSENT_TEXTS,
  type Scope,
  type StudyArm,
  type StudyParticipation,
} from '@skinscope/contracts';
import {
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Modal,
  Popconfirm,
  Select,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useRecords } from '../../../lib/api/records';
import { formatDateTime } from '../../../lib/format-date';
import { toast, toastError } from '../../../lib/notification';
import {
  useEnrolInStudy,
  useStudies,
  useStudyParticipations,
  useTagStudyVisit,
  useWithdrawFromStudy,
} from '../api/studies';
import { zhCN } from '../locale';

const t = zhCN.studies;

/** Each scheduled timepoint of her study: recorded, or where its window stands. */
function TimepointTags({ participation }: { participation: StudyParticipation }) {
  const dueByDay = new Map(participation.due.map((visit) => [visit.day, visit]));
  return (
    <Flex gap={4} wrap>
      {participation.schedule.map((day) => {
        const due = dueByDay.get(day);
        const recorded = participation.recorded.includes(day);
        const state = recorded ? 'recorded' : (due?.state ?? 'waiting');
        const color = { recorded: 'success', open: 'processing', missed: 'warning' }[
          state as string
        ];
        return (
          <Tag key={day} color={color}>
            {t.timepoint(day)} · {t.states[state]}
            {due && !recorded && state !== 'missed' ? `（${due.opens} 至 ${due.closes}）` : ''}
          </Tag>
        );
      })}
    </Flex>
  );
}

interface EnrolValues {
  studyId: number;
  arm: StudyArm;
  consented: boolean;
}

/** 纳入研究: a study of the company, her arm if it has a control arm, and her consent. */
function EnrolDialog({
  customerId,
  joined,
  onClose,
}: {
  customerId: number;
  joined: ReadonlySet<number>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<EnrolValues>();
  const studies = useStudies(true);
  const enrol = useEnrolInStudy();
  const studyId = Form.useWatch('studyId', form);
  const open = (studies.data ?? []).filter((study) => !joined.has(study.id));
  const controlled = open.find((study) => study.id === studyId)?.design === 'control_arm';

  const submit = (values: EnrolValues) =>
    enrol.mutate(
      { studyId: values.studyId, customerId, arm: controlled ? values.arm : 'treated' },
      {
        onSuccess: (participant) => {
          toast(t.enrolled(participant.code), 'success');
          onClose();
        },
        onError: toastError,
      },
    );

  return (
    <Modal
      open
      title={t.enrolTitle}
      okText={t.enrol}
      onOk={() => form.submit()}
      confirmLoading={enrol.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EnrolValues>
        form={form}
        layout="vertical"
        initialValues={{ arm: 'treated', consented: false }}
        onFinish={submit}
      >
        <Form.Item
          name="studyId"
          label={t.studyLabel}
          rules={[{ required: true, message: t.studyRequired }]}
          extra={
            studies.isSuccess && open.length === 0
              ? studies.data.length === 0
                ? t.noStudies
                : t.allJoined
              : undefined
          }
        >
          <Select
            placeholder={t.studyPlaceholder}
            loading={studies.isPending}
            options={open.map((study) => ({ value: study.id, label: study.name }))}
          />
        </Form.Item>
        {controlled && (
          <Form.Item name="arm" label={t.armLabel}>
            <Select
              options={(['treated', 'control'] as const).map((arm) => ({
                value: arm,
                label: t.arms[arm],
              }))}
            />
          </Form.Item>
        )}
        <Typography.Title level={5}>{t.consentTitle}</Typography.Title>
        <Typography.Paragraph className="study-consent-text">
          {RESEARCH_CONSENT_TEXTS[CURRENT_RESEARCH_CONSENT_VERSION]}
        </Typography.Paragraph>
        <Form.Item
          name="consented"
          valuePropName="checked"
          rules={[
            {
              validator: (_, checked: boolean) =>
                checked ? Promise.resolve() : Promise.reject(new Error(t.consentRequired)),
            },
          ]}
        >
          <Checkbox>{t.consentCheck}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface RecordValues {
  recordId: number;
  timepoint: number;
}

/** 记为研究访视: one of her finished visits as a timepoint still to record. */
function RecordVisitDialog({
  participation,
  scope,
  recordedVisits,
  onClose,
}: {
  participation: StudyParticipation;
  scope: Scope | undefined;
  /** Her visits already recorded in any of her studies: a visit counts for one timepoint only. */
  recordedVisits: ReadonlySet<number>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RecordValues>();
  const records = useRecords(participation.customerId, scope);
  const tag = useTagStudyVisit();
  const left = participation.schedule.filter((day) => !participation.recorded.includes(day));
  const submit = (values: RecordValues) =>
    tag.mutate(
      { studyId: participation.studyId, enrolmentId: participation.enrolmentId, ...values },
      {
        onSuccess: () => {
          toast(t.recorded, 'success');
          onClose();
        },
        onError: toastError,
      },
    );
  return (
    <Modal
      open
      title={`${t.recordTitle}：${participation.studyName}`}
      okText={t.record}
      onOk={() => form.submit()}
      confirmLoading={tag.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RecordValues>
        form={form}
        layout="vertical"
        initialValues={{ timepoint: left[0] }}
        onFinish={submit}
      >
        <Form.Item
          name="recordId"
          label={t.recordLabel}
          rules={[{ required: true, message: t.recordRequired }]}
          extra={
            records.isSuccess && records.data.every((record) => recordedVisits.has(record.id))
              ? t.noRecords
              : undefined
          }
        >
          <Select
            placeholder={t.recordPlaceholder}
            loading={records.isPending}
            options={(records.data ?? [])
              .filter((record) => !recordedVisits.has(record.id))
              .map((record) => ({
                value: record.id,
                label: `${formatDateTime(record.created)} · ${record.recUserName}`,
              }))}
          />
        </Form.Item>
        <Form.Item
          name="timepoint"
          label={t.timepointLabel}
          rules={[{ required: true, message: t.timepointRequired }]}
        >
          <Select options={left.map((day) => ({ value: day, label: t.timepoint(day) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function Participation({
  participation,
  scope,
  recordedVisits,
}: {
  participation: StudyParticipation;
  scope: Scope | undefined;
  recordedVisits: ReadonlySet<number>;
}) {
  const [recording, setRecording] = useState(false);
  const withdraw = useWithdrawFromStudy();
  return (
    <div className="customer-study">
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Text strong>
          {participation.studyName}
          <Typography.Text type="secondary"> · {t.code(participation.code)}</Typography.Text>
        </Typography.Text>
        <Flex gap="small">
          <Button size="small" onClick={() => setRecording(true)}>
            {t.record}
          </Button>
          <Popconfirm
            title={t.withdrawConfirm}
            onConfirm={() =>
              withdraw.mutate(
                { studyId: participation.studyId, enrolmentId: participation.enrolmentId },
                { onSuccess: () => toast(t.withdrawn, 'success'), onError: toastError },
              )
            }
          >
            <Button size="small" danger loading={withdraw.isPending}>
              {t.withdraw}
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
      <TimepointTags participation={participation} />
      {recording && (
        <RecordVisitDialog
          participation={participation}
          scope={scope}
          recordedVisits={recordedVisits}
          onClose={() => setRecording(false)}
        />
      )}
    </div>
  );
}

/**
 * Issue 33 #2: her efficacy studies on the customer's page — each study she is in with its
 * timepoints, recording a visit as one of them, withdrawing her; and 纳入研究 with the research
 * consent shown in full. For staff who take photos (the server decides).
 */
export function CustomerStudies({ customerId, scope }: { customerId: number; scope?: Scope }) {
  const participations = useStudyParticipations(customerId);
  const [enrolling, setEnrolling] = useState(false);
  const joined = new Set((participations.data ?? []).map((p) => p.studyId));
  const recordedVisits = new Set((participations.data ?? []).flatMap((p) => p.recordIds));
  return (
    <Card
      variant="borderless"
      className="page-card"
      title={t.cardTitle}
      extra={
        <Button icon={<ExperimentOutlined />} onClick={() => setEnrolling(true)}>
          {t.enrol}
        </Button>
      }
      loading={participations.isPending}
    >
      {participations.data?.length === 0 && (
        <Typography.Text type="secondary">{t.none}</Typography.Text>
      )}
      <Flex vertical gap="middle">
        {participations.data?.map((participation) => (
          <Participation
            key={participation.enrolmentId}
            participation={participation}
            scope={scope}
            recordedVisits={recordedVisits}
          />
        ))}
      </Flex>
      {enrolling && (
        <EnrolDialog customerId={customerId} joined={joined} onClose={() => setEnrolling(false)} />
      )}
    </Card>
  );
}
