import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, InputNumber } from 'antd';
import { zhCN } from '../locale';

const t = zhCN.protocol;

/** The visit days: day 0 fixed as the baseline, then each follow-up's day (up to 6 in all). */
export function ScheduleField() {
  return (
    <Form.Item label={t.schedule} extra={t.scheduleHint} required>
      <Form.List name="schedule">
        {(fields, { add, remove }, { errors }) => (
          <>
            <Flex wrap gap="small" align="center">
              {fields.map((field, index) => (
                <Flex key={field.key} gap={4} align="center">
                  <Form.Item name={field.name} noStyle>
                    <InputNumber
                      aria-label={index === 0 ? t.day(0) : `${t.schedule} ${index + 1}`}
                      prefix="第"
                      suffix="天"
                      min={0}
                      max={365}
                      precision={0}
                      disabled={index === 0}
                      style={{ width: 120 }}
                    />
                  </Form.Item>
                  {index > 1 && (
                    <Button
                      type="text"
                      aria-label={t.removeDay}
                      icon={<MinusCircleOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  )}
                </Flex>
              ))}
              {fields.length < 6 && (
                <Button icon={<PlusOutlined />} onClick={() => add(null)}>
                  {t.addDay}
                </Button>
              )}
            </Flex>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
