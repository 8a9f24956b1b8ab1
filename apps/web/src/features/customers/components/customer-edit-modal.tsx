import type { CustomerRow, Scope, User } from '@skinscope/contracts';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useStores } from '../api/list-stores';
import { useUpdateCustomer } from '../api/update-customer';
import { memberNameLimit, MEMBER_PHONE_MAX, memberRules } from '../lib/member-rules';
import { validationIssues } from '../lib/validation-issues';

const t = zhCN.customers.edit;

interface EditFields {
  fullName: string;
  mobile: string;
  age: number | null;
  storeId: number | undefined;
}

interface CustomerEditModalProps {
  customer: CustomerRow;
  scope: Scope;
  user: User;
  open: boolean;
  onClose: () => void;
}

/** Issue 17 #30: staff correct a member's name, phone, age or store; the server audits it. */
export function CustomerEditModal({
  customer,
  scope,
  user,
  open,
  onClose,
}: CustomerEditModalProps) {
  const [form] = Form.useForm<EditFields>();
  const stores = useStores(user);
  const update = useUpdateCustomer();

  const storeOptions = (stores.data ?? []).map((store) => ({ value: store.id, label: store.name }));
  // The member's current store stays choosable even if this list does not offer it.
  if (
    customer.storeId !== null &&
    !storeOptions.some((option) => option.value === customer.storeId)
  )
    storeOptions.unshift({ value: customer.storeId, label: customer.storeName ?? t.currentStore });

  const save = (fields: EditFields) => {
    if (update.isPending || fields.storeId === undefined) return;
    update.mutate(
      {
        customerId: customer.id,
        scope,
        body: {
          fullName: fields.fullName.trim(),
          mobile: fields.mobile.trim(),
          age: fields.age ?? null,
          storeId: fields.storeId,
        },
      },
      {
        onSuccess: () => {
          toast(t.saved, 'success');
          onClose();
        },
        onError: (error) => {
          const issues = validationIssues(error);
          if (issues.length === 0) return toastError(error);
          form.setFields(
            issues.map((issue) => ({
              name: issue.field as keyof EditFields,
              errors: [issue.message],
            })),
          );
        },
      },
    );
  };

  return (
    <Modal
      title={t.title}
      open={open}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EditFields>
        form={form}
        layout="vertical"
        onFinish={save}
        requiredMark
        initialValues={{
          fullName: customer.fullName,
          mobile: customer.mobile,
          age: customer.age,
          storeId: customer.storeId ?? undefined,
        }}
      >
        <Form.Item name="fullName" label={t.nameLabel} rules={memberRules.fullName}>
          <Input {...memberNameLimit.input} />
        </Form.Item>
        <Form.Item name="mobile" label={t.phoneLabel} rules={memberRules.mobile}>
          <Input maxLength={MEMBER_PHONE_MAX} inputMode="tel" />
        </Form.Item>
        <Form.Item name="age" label={t.ageLabel} rules={memberRules.age} extra={t.ageHint}>
          <InputNumber precision={0} inputMode="numeric" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="storeId" label={t.storeLabel} rules={memberRules.storeId(t.storeRequired)}>
          <Select
            loading={stores.isPending}
            options={storeOptions}
            notFoundContent={zhCN.customers.register.noStores}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
