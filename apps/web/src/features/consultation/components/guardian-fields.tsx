import {
  GUARDIAN_RELATION_LABELS,
  GUARDIAN_RELATIONS,
  GuardianSchema,
  type Guardian,
} from '@skinscope/contracts';
import { Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { schemaRule } from '../../../lib/schema-rule';
import { zhCN } from '../locale';

const t = zhCN.consultation.about.guardian;
const relationOptions = GUARDIAN_RELATIONS.map((value) => ({
  value,
  label: GUARDIAN_RELATION_LABELS[value],
}));

/**
 * Issue 34 #3 (DECISIONS §108): the guardian who agrees for a customer under 14; each field is
 * checked by the contracts' schema, which the server applies too.
 */
export function GuardianFields({ form }: { form: FormInstance<Guardian> }) {
  return (
    <Form form={form} layout="vertical" className="guardian-form" aria-label={t.formLabel}>
      <Form.Item
        name="name"
        label={t.name}
        rules={[schemaRule(GuardianSchema.shape.name, t.nameRequired)]}
      >
        <Input maxLength={20} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="relation"
        label={t.relation}
        rules={[schemaRule(GuardianSchema.shape.relation, t.relationRequired)]}
      >
        <Select options={relationOptions} placeholder={t.relationPlaceholder} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t.mobile}
        rules={[schemaRule(GuardianSchema.shape.mobile, t.mobileRequired)]}
      >
        <Input maxLength={11} inputMode="numeric" autoComplete="off" />
      </Form.Item>
    </Form>
  );
}
