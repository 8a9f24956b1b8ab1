import type { Scope, Store } from '@skinscope/contracts';
import { Button, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { openDialog } from '../../../lib/dialog';
import { inlineErrorText } from '../../../lib/inline-error';
import { toast } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useCreateStore } from '../api/create-store';
import { useUpdateStore } from '../api/update-store';
import { scopeOptions } from './scope-options';

const t = zhCN.stores;
const DIALOG_WIDTH = 440;
const NAME_MAX = 50;
const MAX_ID = 2_147_483_647;

interface StoreFields {
  name?: string;
  clientName?: string;
  scope: Scope;
  companyUserId?: number | null;
}

/** Create a store (every field), or rename one (only the name; the rest is sent unchanged). */
function StoreFormDialog({ store, close }: { store?: Store; close: () => void }) {
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
        toast(store ? t.renamed : t.created, 'success');
        close();
      },
      onError: (reason: unknown) => setError(inlineErrorText(reason)),
    };
    if (store) {
      const { id, clientName, scope, companyUserId } = store;
      update.mutate({ id, name, clientName, scope, companyUserId }, handlers);
      return;
    }
    const body = {
      name,
      clientName: fields.clientName?.trim() ?? '',
      scope: fields.scope,
      companyUserId: fields.companyUserId ?? null,
    };
    create.mutate(body, handlers);
  };

  return (
    <Form<StoreFields>
      name={store ? 'store-rename' : 'store-create'}
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: store?.name, scope: 'pubdom' }}
      onFinish={submit}
    >
      <Form.Item name="name" label={t.nameLabel}>
        <Input placeholder={t.namePlaceholder} maxLength={NAME_MAX} autoFocus />
      </Form.Item>
      {!store && (
        <>
          <Form.Item name="clientName" label={t.clientNameLabel}>
            <Input placeholder={t.clientNamePlaceholder} maxLength={NAME_MAX} />
          </Form.Item>
          <Form.Item name="scope" label={t.scopeLabel}>
            <Select options={scopeOptions} />
          </Form.Item>
          <Form.Item name="companyUserId" label={t.companyLabel}>
            <InputNumber
              min={1}
              max={MAX_ID}
              precision={0}
              placeholder={t.companyPlaceholder}
              className="full-width"
            />
          </Form.Item>
        </>
      )}
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
    title: store ? t.renameTitle : t.createTitle,
    width: DIALOG_WIDTH,
  }).then(() => undefined);
}
