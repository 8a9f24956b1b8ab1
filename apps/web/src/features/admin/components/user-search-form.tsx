import { SearchOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { zhCN } from '../locale';

const t = zhCN.users;

export interface UserSearchFields {
  name?: string;
  mobile?: string;
}

/** Spec §2 user/list search bar: name and phone. */
export function UserSearchForm({ onSearch }: { onSearch: (fields: UserSearchFields) => void }) {
  return (
    <Form<UserSearchFields>
      name="user-search"
      layout="inline"
      onFinish={onSearch}
      className="admin-filters"
    >
      <Form.Item name="name" label={t.nameLabel}>
        <Input placeholder={t.namePlaceholder} maxLength={50} allowClear />
      </Form.Item>
      <Form.Item name="mobile" label={t.mobileLabel}>
        <Input placeholder={t.mobilePlaceholder} maxLength={20} inputMode="tel" allowClear />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          {zhCN.admin.search}
        </Button>
      </Form.Item>
    </Form>
  );
}
