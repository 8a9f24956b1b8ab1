import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, ConfigProvider, DatePicker, Form, Input, Row, Typography } from 'antd';
import type { ThemeConfig } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { zhCN } from '../locale';
import type { FaceSearch } from '../api/search-face-records';
import { CaseOptionGroups } from './case-option-groups';
import type { CaseSelection } from './case-option-groups';

// The search form's one row of fields sits closer to the list below. Form's own token, scoped to this form.
const FORM_THEME: ThemeConfig = { components: { Form: { itemMarginBottom: 16 } } };

const t = zhCN.cases.face;

interface FormValues {
  name?: string;
  telephone?: string;
  userName?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const toDay = (text: string) => (text ? dayjs(text) : null);
const fromDay = (day: Dayjs | null | undefined) => (day ? day.format('YYYY-MM-DD') : '');

/** Spec §2 example/face search: name, phone, operator, date range, lists; Enter searches. */
export function FaceSearchForm({
  initial,
  busy,
  onSearch,
}: {
  initial: FaceSearch;
  busy: boolean;
  onSearch: (search: FaceSearch) => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const [lists, setLists] = useState<CaseSelection>({
    products: initial.products,
    cares: initial.cares,
  });
  const initialValues: FormValues = {
    name: initial.name,
    telephone: initial.telephone,
    userName: initial.userName,
    dates:
      initial.startTime || initial.endTime
        ? [toDay(initial.startTime), toDay(initial.endTime)]
        : null,
  };
  const onFinish = (values: FormValues) =>
    onSearch({
      name: values.name ?? '',
      telephone: values.telephone ?? '',
      userName: values.userName ?? '',
      startTime: fromDay(values.dates?.[0]),
      endTime: fromDay(values.dates?.[1]),
      products: lists.products,
      cares: lists.cares,
    });

  return (
    <ConfigProvider theme={FORM_THEME}>
      <Form
        form={form}
        layout="vertical"
        className="cases-face-form"
        initialValues={initialValues}
        onFinish={onFinish}
      >
        <Row gutter={16}>
          <Col span={5}>
            <Form.Item name="name" label={t.nameLabel}>
              <Input maxLength={50} allowClear placeholder={t.namePlaceholder} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="telephone" label={t.phoneLabel}>
              <Input maxLength={20} allowClear inputMode="tel" placeholder={t.phonePlaceholder} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="userName" label={t.operatorLabel}>
              <Input maxLength={50} allowClear placeholder={t.operatorPlaceholder} />
            </Form.Item>
          </Col>
          <Col span={9}>
            <Form.Item name="dates" label={t.dateLabel}>
              <DatePicker.RangePicker
                className="full-width"
                allowEmpty={[true, true]}
                placeholder={[t.dateStart, t.dateEnd]}
              />
            </Form.Item>
          </Col>
        </Row>
        <div className="cases-face-lists">
          <CaseOptionGroups value={lists} onChange={setLists} />
        </div>
        <div className="cases-filter-actions">
          <Typography.Text type="secondary" className="cases-filter-hint">
            {t.filtersExplained}
          </Typography.Text>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SearchOutlined aria-hidden />}
            loading={busy}
          >
            {t.search}
          </Button>
        </div>
      </Form>
    </ConfigProvider>
  );
}
