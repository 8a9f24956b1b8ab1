import type { Gender, Store } from '@skinscope/contracts';
import { Button, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import type { FormInstance } from 'antd';
import { zhCN } from '../locale';
import type { RegisterCustomerBody } from '../api/register-customer';
import {
  memberNameLimit,
  MEMBER_NICK_MAX,
  MEMBER_PHONE_MAX,
  memberRules,
} from '../lib/member-rules';

const t = zhCN.customers.register;
const genders = zhCN.customers.genders;

export interface RegisterFields {
  fullName: string;
  mobile: string;
  nickName?: string;
  gender: Gender;
  age?: number | null;
  storeId?: number;
}

export function toRegisterRequest(fields: RegisterFields, storeId: number): RegisterCustomerBody {
  return {
    fullName: fields.fullName.trim(),
    mobile: fields.mobile.trim(),
    nickName: fields.nickName?.trim() || null,
    gender: fields.gender,
    age: fields.age ?? null,
    storeId,
  };
}

interface RegisterFormProps {
  form: FormInstance<RegisterFields>;
  stores: Store[];
  storesLoading: boolean;
  busy: boolean;
  onSubmit: (fields: RegisterFields) => void;
  onInvalid: () => void;
  onBack: () => void;
}

export function RegisterForm(props: RegisterFormProps) {
  const { form, stores, storesLoading, busy } = props;
  return (
    <Form<RegisterFields>
      form={form}
      layout="vertical"
      size="large"
      initialValues={{ gender: 'female' }}
      onFinish={props.onSubmit}
      onFinishFailed={props.onInvalid}
      requiredMark
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="fullName" label={t.nameLabel} rules={memberRules.fullName}>
            <Input placeholder={t.namePlaceholder} {...memberNameLimit.input} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mobile" label={t.phoneLabel} rules={memberRules.mobile}>
            <Input placeholder={t.phonePlaceholder} maxLength={MEMBER_PHONE_MAX} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nickName" label={t.nickLabel}>
            <Input placeholder={t.nickPlaceholder} maxLength={MEMBER_NICK_MAX} disabled />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="age" label={t.ageLabel} rules={memberRules.age} extra={t.ageHint}>
            <InputNumber
              placeholder={t.agePlaceholder}
              precision={0}
              inputMode="numeric"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="gender" label={t.genderLabel}>
            <Radio.Group
              options={[
                { value: 'female', label: genders.female },
                { value: 'male', label: genders.male },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="storeId"
            label={t.storeLabel}
            rules={memberRules.storeId(t.storeRequired)}
          >
            <Select
              placeholder={t.storePlaceholder}
              loading={storesLoading}
              notFoundContent={t.noStores}
              options={stores.map((store) => ({ value: store.id, label: store.name }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <div className="customers-form-actions">
        <Button type="primary" htmlType="submit" loading={busy}>
          {t.submit}
        </Button>
        <Button onClick={props.onBack}>{t.back}</Button>
      </div>
    </Form>
  );
}
