import type { User } from '@skinscope/contracts';
import { Card, Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast, toastError } from '../../../lib/notification';
import { useSession } from '../../../lib/use-session';
import { zhCN } from '../locale';
import { useStores } from '../api/list-stores';
import { useRegisterCustomer } from '../api/register-customer';
import { useScanGate } from '../hooks/use-scan-gate';
import { validationIssues } from '../lib/validation-issues';
import { RegisterForm, toRegisterRequest } from './register-form';
import type { RegisterFields } from './register-form';
import '../customers.css';

const t = zhCN.customers.register;
const FORM_FIELDS = ['fullName', 'mobile', 'nickName', 'gender', 'age', 'storeId'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string): field is FormField =>
  (FORM_FIELDS as readonly string[]).includes(field);

function RegisterScreen({ user }: { user: User }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterFields>();
  const stores = useStores(user);
  const register = useRegisterCustomer();
  const { guard } = useScanGate();

  useEffect(() => {
    if (stores.isError) toastError(stores.error);
  }, [stores.isError, stores.error]);

  const showServerProblems = (error: unknown) => {
    const issues = validationIssues(error);
    const fields = issues.flatMap(({ field, message }) =>
      isFormField(field) ? [{ name: field, errors: [message] }] : [],
    );
    const first = fields[0];
    if (!first) return toastError(error);
    // A duplicate phone (409) or a field the server refused: say it at the field and in a toast.
    form.setFields(fields);
    toast(first.errors[0] ?? '', 'error');
  };

  const submit = (fields: RegisterFields) =>
    guard(() => {
      if (register.isPending || fields.storeId === undefined) return;
      register.mutate(toRegisterRequest(fields, fields.storeId), {
        onSuccess: (customer) => {
          toast(t.success, 'success');
          const params = new URLSearchParams({ telephone: customer.mobile, name: '' });
          void navigate(`/query/list?${params.toString()}`);
        },
        onError: showServerProblems,
      });
    });

  return (
    <div className="customers-page customers-page-narrow">
      <Card variant="borderless" className="page-card">
        <Typography.Title level={3}>{t.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{t.subtitle}</Typography.Paragraph>
        <RegisterForm
          form={form}
          stores={stores.data ?? []}
          storesLoading={stores.isLoading}
          busy={register.isPending}
          onSubmit={submit}
          onInvalid={() => toast(t.requiredFields, 'warning')}
          onBack={() => void navigate('/query')}
        />
      </Card>
    </div>
  );
}

/** Spec §2 register: a new member of the signed-in staff member's company. */
export function RegisterPage() {
  const session = useSession();
  return session ? <RegisterScreen user={session.user} /> : null;
}
