import type { StudyProtocolInput, ValidationIssue } from '@skinscope/contracts';
import { StudyProtocolSchema, STUDY_DESIGNS } from '@skinscope/contracts';
import { Button, Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { PART_OPTIONS } from '../lib/protocol-options';
import { errorsByField, protocolOf, type ProtocolValues } from '../lib/protocol-values';
import { zhCN } from '../locale';
import { ControlPartsField, mirrorPart } from './control-parts-field';
import { EndpointSelect } from './endpoint-select';
import { ScheduleField } from './schedule-field';
import { SubjectField } from './subject-field';

const t = zhCN.protocol;
const s = zhCN.studies;

interface ProtocolFormProps {
  initial: ProtocolValues;
  saving: boolean;
  /** The server's field problems of the last save (400), shown under their fields. */
  serverIssues: readonly ValidationIssue[];
  onSave: (protocol: StudyProtocolInput) => void;
  onCancel: () => void;
}

/**
 * Nothing chosen yet, said as such: the contract answers 未知的检测指标 or 不能为空 there, which
 * reads as if something wrong had been chosen.
 */
function choiceMissing(field: PropertyKey | undefined, protocol: StudyProtocolInput) {
  if (field === 'primary' && protocol.primary === undefined) return t.primaryRequired;
  const { subject } = protocol;
  if (
    field === 'subject' &&
    (subject.kind === 'care' ? subject.careKey : subject.productName) === ''
  )
    return t.subjectRequired;
  return undefined;
}

const namePath = (field: string) =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The protocol of a study (StudyProtocolSchema's fields), checked by the contract before saving. */
export function ProtocolForm(props: ProtocolFormProps) {
  const [form] = Form.useForm<ProtocolValues>();
  const design = Form.useWatch('design', form) ?? props.initial.design;
  const parts = Form.useWatch('parts', form) ?? props.initial.parts;
  const windowDays = Form.useWatch('windowDays', form) ?? props.initial.windowDays;

  const showIssues = (issues: readonly ValidationIssue[]) => {
    const values = form.getFieldsValue(true) as ProtocolValues;
    form.setFields(
      [...errorsByField(issues, values)].map(([field, errors]) => ({
        name: namePath(field) as never,
        errors,
      })),
    );
  };

  const { serverIssues } = props;
  useEffect(() => {
    if (serverIssues.length > 0) showIssues(serverIssues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer shows its issues
  }, [serverIssues]);

  const finish = (values: ProtocolValues) => {
    const protocol = protocolOf(values);
    const checked = StudyProtocolSchema.safeParse(protocol);
    if (!checked.success) {
      showIssues(
        checked.error.issues.map((issue) => ({
          field: issue.path.map(String).join('.'),
          message: choiceMissing(issue.path[0], protocol) ?? issue.message,
        })),
      );
      return;
    }
    props.onSave(protocol);
  };

  // Split-face: suggest each new part's mirror as its untreated side.
  const partsChanged = (next: string[]) => {
    const current = (form.getFieldValue('controlParts') as (string | undefined)[]) ?? [];
    const previous = (form.getFieldValue('parts') as string[]) ?? [];
    form.setFieldValue(
      'controlParts',
      next.map((part) => current[previous.indexOf(part)] ?? mirrorPart(part)),
    );
  };

  return (
    <Form<ProtocolValues>
      form={form}
      layout="vertical"
      initialValues={props.initial}
      onFinish={finish}
      requiredMark="optional"
      className="protocol-form"
      style={{ maxWidth: 760 }}
    >
      <Form.Item name="name" label={t.name} required>
        <Input placeholder={t.namePlaceholder} maxLength={50} />
      </Form.Item>
      <Form.Item name="sponsor" label={t.sponsor}>
        <Input placeholder={t.sponsorPlaceholder} maxLength={50} />
      </Form.Item>
      <SubjectField />
      <Form.Item name="design" label={t.design} required>
        <Radio.Group>
          <Flex vertical gap={8}>
            {STUDY_DESIGNS.map((value) => (
              <Radio key={value} value={value}>
                {s.designs[value]}
                <Typography.Text type="secondary"> — {s.designNotes[value]}</Typography.Text>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="parts" label={t.parts} extra={t.partsHint} required>
        <Select
          mode="multiple"
          options={PART_OPTIONS}
          placeholder={t.partsPlaceholder}
          maxCount={3}
          onChange={partsChanged}
        />
      </Form.Item>
      {design === 'split_face' && <ControlPartsField parts={parts} />}
      <Form.Item name="primary" label={t.primary} required>
        <EndpointSelect placeholder={t.primaryPlaceholder} />
      </Form.Item>
      <Form.Item name="secondary" label={t.secondary} extra={t.secondaryHint}>
        <EndpointSelect multiple placeholder={t.secondaryPlaceholder} />
      </Form.Item>
      <ScheduleField />
      <Flex gap="large" wrap>
        <Form.Item
          name="windowDays"
          label={t.windowDays}
          extra={windowDays == null ? undefined : t.windowHint(windowDays)}
          required
        >
          <InputNumber min={0} max={14} precision={0} prefix="±" suffix="天" />
        </Form.Item>
        <Form.Item name="targetSize" label={t.targetSize} required style={{ flex: 1 }}>
          <InputNumber min={1} max={1000} precision={0} suffix={t.targetUnit} />
        </Form.Item>
      </Flex>
      <Typography.Paragraph type="secondary" className="target-hint">
        {t.targetHint}
      </Typography.Paragraph>
      <Form.Item name="inclusion" label={t.inclusion}>
        <Input.TextArea placeholder={t.inclusionPlaceholder} maxLength={500} rows={3} />
      </Form.Item>
      <Flex gap="small" justify="end">
        <Button onClick={props.onCancel}>{t.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={props.saving}>
          {t.save}
        </Button>
      </Flex>
    </Form>
  );
}
