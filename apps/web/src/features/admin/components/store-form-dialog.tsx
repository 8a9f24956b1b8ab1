import type { Scope, Store } from '@skinscope/contracts';
import { Button, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { openDialog } from '../../../lib/dialog';
import { inlineErrorText } from '../../../lib/inline-error';
import { limitedText, STORE_NAME_MAX } from '../../../lib/text-limit';
import { toast } from '../../../lib/notification';
import { readSession } from '../../../lib/session';
import { zhCN } from '../locale';
import { useCreateStore } from '../api/create-store';
import { useUpdateStore } from '../api/update-store';
import { CompanySelect } from './company-select';
import { scopeOptions } from './scope-options';

const t = zhCN.stores;
const DIALOG_WIDTH = 480;
const nameLimit = limitedText(STORE_NAME_MAX);

interface StoreFields {
  name?: string;
  clientName?: string;
  scope: Scope;
  companyUserId: number | null;
}

/**
 * Issue 17 #16: a new store belongs by default to the signed-in administrator's own company and
 * scope, so it appears at once in 新增会员; every field, company and scope too, can be corrected.
 */
function defaultFields(): StoreFields {
  const user = readSession()?.user;
  return {
    scope: user?.scope ?? 'reach',
    companyUserId: user ? (user.companyUserId ?? user.id) : null,
  };
}

/** Create a store or edit one (name, client, scope, company). */
function StoreFormDialog({ store, close }: { store?: Store; close: () => void }) {
  const [form] = Form.useForm<StoreFields>();
  const create = useCreateStore();
  const update = useUpdateStore();
  const [error, setError] = useState<string>();
  const pending = create.isPending || update.isPending;

  const submit = (fields: StoreFields) => {
    if (pending) return;
    const name = fields.name?.trim() ?? '';
    if (!name) {
      setError(t.nameRequired);
      return;
    }
    setError(undefined);
    const handlers = {
      onSuccess: () => {
        toast(store ? t.updated : t.created, 'success');
        close();
      },
      onError: (reason: unknown) => setError(inlineErrorText(reason)),
    };
    const body = {
      name,
      clientName: fields.clientName?.trim() ?? '',
      scope: fields.scope,
      companyUserId: fields.companyUserId,
    };
    if (store) update.mutate({ id: store.id, ...body }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <Form<StoreFields>
      form={form}
      name={store ? 'store-edit' : 'store-create'}
      layout="vertical"
      requiredMark={false}
      initialValues={store ?? defaultFields()}
      onFinish={submit}
    >
      <Form.Item name="name" label={t.nameLabel} rules={[nameLimit.rule]}>
        <Input placeholder={t.namePlaceholder} {...nameLimit.input} autoFocus />
      </Form.Item>
      <Form.Item name="clientName" label={t.clientNameLabel} rules={[nameLimit.rule]}>
        <Input placeholder={t.clientNamePlaceholder} {...nameLimit.input} />
      </Form.Item>
      <Form.Item name="companyUserId" label={t.companyLabel} extra={t.companyHint}>
        <CompanySelect onScope={(scope) => form.setFieldValue('scope', scope)} />
      </Form.Item>
      <Form.Item name="scope" label={t.scopeLabel} extra={t.scopeHint}>
        <Select options={scopeOptions} />
      </Form.Item>
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t.save}
      </Button>
    </Form>
  );
}

export function openStoreFormDialog(store?: Store): Promise<void> {
  return openDialog<void>((close) => <StoreFormDialog store={store} close={() => close()} />, {
    title: store ? t.editTitle : t.createTitle,
    width: DIALOG_WIDTH,
  }).then(() => undefined);
}
