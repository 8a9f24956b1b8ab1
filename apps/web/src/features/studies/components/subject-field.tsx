import { Flex, Form, Radio, Select } from 'antd';
import { CARE_OPTIONS, PRODUCT_OPTIONS } from '../lib/protocol-options';
import { zhCN } from '../locale';

const t = zhCN.protocol;

/** What the study tests: a care plan of the catalogue (by tier) or one of its products. */
export function SubjectField() {
  const kind = Form.useWatch('subjectKind') as 'care' | 'product' | undefined;
  return (
    <Form.Item label={t.subject} required>
      <Flex vertical gap={8}>
        <Form.Item name="subjectKind" noStyle>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'care', label: t.subjectKind.care },
              { value: 'product', label: t.subjectKind.product },
            ]}
          />
        </Form.Item>
        {kind === 'product' ? (
          <Form.Item name="productName" style={{ margin: 0 }}>
            <Select
              aria-label={t.subjectKind.product}
              options={PRODUCT_OPTIONS}
              placeholder={t.productPlaceholder}
              showSearch
            />
          </Form.Item>
        ) : (
          <Form.Item name="careKey" style={{ margin: 0 }}>
            <Select
              aria-label={t.subjectKind.care}
              options={CARE_OPTIONS}
              placeholder={t.carePlaceholder}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        )}
      </Flex>
    </Form.Item>
  );
}
