import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { zhCN } from '../locale';
import type { CustomerSearch } from '../../../lib/api/customer-search';

const t = zhCN.customers.list;
// Spec §9: the search name is at most 50 characters, the phone 20.
const NAME_MAX = 50;
const PHONE_MAX = 20;

interface CustomerSearchBarProps {
  initial: CustomerSearch;
  busy: boolean;
  onSearch: (search: CustomerSearch) => void;
}

/** The search bar of query/list: name and phone. */
export function CustomerSearchBar({ initial, busy, onSearch }: CustomerSearchBarProps) {
  return (
    <Form<Partial<CustomerSearch>>
      className="customers-search-bar"
      layout="inline"
      colon={false}
      initialValues={initial}
      onFinish={({ name = '', telephone = '' }) =>
        onSearch({ name: name.trim(), telephone: telephone.trim() })
      }
    >
      <Form.Item name="name" label={t.nameLabel}>
        <Input placeholder={t.namePlaceholder} maxLength={NAME_MAX} allowClear />
      </Form.Item>
      <Form.Item name="telephone" label={t.phoneLabel}>
        <Input placeholder={t.phonePlaceholder} maxLength={PHONE_MAX} inputMode="tel" allowClear />
      </Form.Item>
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={busy}
          icon={<SearchOutlined aria-hidden />}
        >
          {t.search}
        </Button>
      </Form.Item>
    </Form>
  );
}
