import { RetentionMonthsSchema, type RetentionOverview } from '@skinscope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, InputNumber, Typography } from 'antd';
import { useEffect } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { toast, toastError } from '../../../lib/notification';
import { useUpdateCompanySettings } from '../api/company-settings';
import { retentionQueryKey } from '../api/get-retention';
import { zhCN } from '../locale';

const t = zhCN.retention;

interface Fields {
  retentionMonths: number;
}

/** The period (1–120 months) with the rule it drives and who changed it last. */
export function RetentionSetting({ overview }: { overview: RetentionOverview }) {
  const [form] = Form.useForm<Fields>();
  const update = useUpdateCompanySettings();
  const queryClient = useQueryClient();
  useEffect(
    () => form.setFieldsValue({ retentionMonths: overview.retentionMonths }),
    [form, overview.retentionMonths],
  );
  const save = ({ retentionMonths }: Fields) =>
    update.mutate(
      { retentionMonths },
      {
        onSuccess: () => {
          toast(t.saved(retentionMonths), 'success');
          void queryClient.invalidateQueries({ queryKey: retentionQueryKey });
        },
        onError: toastError,
      },
    );
  return (
    <Card size="small" title={t.settingTitle}>
      <Flex vertical gap="small">
        <Form<Fields> form={form} layout="inline" name="retention" onFinish={save}>
          <Form.Item
            name="retentionMonths"
            label={t.monthsLabel}
            rules={[
              {
                validator: async (_, value: unknown) => {
                  const checked = RetentionMonthsSchema.safeParse(value ?? undefined);
                  if (!checked.success) throw new Error(checked.error.issues[0]?.message);
                },
              },
            ]}
          >
            <InputNumber
              precision={0}
              inputMode="numeric"
              suffix={t.monthsUnit}
              style={{ width: 140 }}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {t.save}
            </Button>
          </Form.Item>
        </Form>
        <Typography.Text>{t.rule}</Typography.Text>
        <Typography.Text type="secondary">
          {t.range}
          {overview.changedAt
            ? t.changed(overview.changedByName, formatDateTime(overview.changedAt))
            : t.neverChanged}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
