import type { ImpactAssessmentFacts } from '@skinscope/contracts';
import { Alert, DatePicker, Descriptions, Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { zhCN } from '../locale';
import { ReportSection } from './impact-section';

const t = zhCN.impact.conclusion;

/** What only a person fills in. */
export interface ConclusionFields {
  responsiblePerson: string;
  assessedOn: Dayjs;
  conclusions?: string;
}

interface ConclusionValues {
  responsiblePerson: string;
  assessedOn: string;
  conclusions: string;
}

/** The points the facts themselves raise: measures not in force, requests past their due day. */
function attentionPoints(facts: ImpactAssessmentFacts): string[] {
  const points = facts.security
    .filter((measure) => measure.status === 'attention')
    .map((measure) => `${measure.label}：${measure.detail}`);
  if (facts.counts.requestsOverdue > 0) points.push(t.overdue(facts.counts.requestsOverdue));
  return points;
}

/** The filled-in fields as text: a saved assessment, or the form's values on paper. */
function ConclusionText({ values, className }: { values: ConclusionValues; className?: string }) {
  return (
    <Descriptions
      className={className}
      size="small"
      bordered
      column={1}
      items={[
        {
          key: 'person',
          label: t.responsiblePerson,
          children: values.responsiblePerson || t.empty,
        },
        { key: 'day', label: t.assessedOn, children: values.assessedOn || t.empty },
        {
          key: 'conclusions',
          label: t.conclusions,
          children: <div className="impact-conclusions">{values.conclusions || t.empty}</div>,
        },
        { key: 'signature', label: t.signature, children: <span className="impact-signature" /> },
      ]}
    />
  );
}

function ConclusionForm({ form }: { form: FormInstance<ConclusionFields> }) {
  const watched = Form.useWatch([], form);
  return (
    <>
      <Form<ConclusionFields>
        form={form}
        layout="vertical"
        name="impact-conclusion"
        className="impact-form"
        initialValues={{ assessedOn: dayjs() }}
      >
        <Form.Item
          name="responsiblePerson"
          label={t.responsiblePerson}
          rules={[{ required: true, whitespace: true, message: t.responsibleRequired }]}
        >
          <Input maxLength={20} placeholder={t.responsiblePlaceholder} />
        </Form.Item>
        <Form.Item
          name="assessedOn"
          label={t.assessedOn}
          rules={[{ required: true, message: t.assessedOnRequired }]}
        >
          <DatePicker />
        </Form.Item>
        <Form.Item name="conclusions" label={t.conclusions}>
          <Input.TextArea
            rows={4}
            maxLength={2000}
            showCount
            placeholder={t.conclusionsPlaceholder}
          />
        </Form.Item>
      </Form>
      {/* On paper the form prints as text, with room to sign. */}
      <ConclusionText
        className="impact-print-only"
        values={{
          responsiblePerson: watched?.responsiblePerson ?? '',
          assessedOn: watched?.assessedOn?.format('YYYY-MM-DD') ?? '',
          conclusions: watched?.conclusions ?? '',
        }}
      />
    </>
  );
}

/**
 * Section six: the risks the facts raise, then the person's conclusion — a form while the
 * assessment is being made, the saved text once it is kept.
 */
export function ImpactConclusion(
  props: { facts: ImpactAssessmentFacts } & (
    | { saved: ConclusionValues; form?: undefined }
    | { saved?: undefined; form: FormInstance<ConclusionFields> }
  ),
) {
  const points = attentionPoints(props.facts);
  return (
    <ReportSection title={zhCN.impact.sections.conclusion}>
      <Alert
        className="impact-attention"
        type={points.length ? 'warning' : 'success'}
        showIcon
        title={points.length ? t.attention : t.noAttention}
        description={
          points.length ? (
            <ul>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : undefined
        }
      />
      {props.saved ? <ConclusionText values={props.saved} /> : <ConclusionForm form={props.form} />}
    </ReportSection>
  );
}
