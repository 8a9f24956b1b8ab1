import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ExampleCase } from '@skinscope/contracts';
import { Button, Card, Popconfirm, Typography } from 'antd';
import { zhCN } from '../locale';
import { formatDate } from '../../../lib/format-date';
import { CaseImage } from './case-image';
import { CaseTags } from './case-tags';

const t = zhCN.cases.excellent;

interface CaseCardProps {
  item: ExampleCase;
  canEdit: boolean;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}

/** One case of the list: its photo and lists; a click opens the detail; edit/delete for its author. */
export function CaseCard({ item, canEdit, onOpen, onEdit, onDelete }: CaseCardProps) {
  const actions = canEdit
    ? [
        <Button key="edit" type="link" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
          {t.edit}
        </Button>,
        <Popconfirm
          key="delete"
          title={t.deleteTitle}
          description={t.deleteHint}
          okText={t.deleteConfirm}
          cancelText={t.cancel}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button type="link" danger icon={<DeleteOutlined aria-hidden />}>
            {t.delete}
          </Button>
        </Popconfirm>,
      ]
    : undefined;
  return (
    <Card
      className="cases-card"
      styles={{ body: { flex: 1, padding: '14px 16px 12px' } }}
      hoverable
      actions={actions}
      cover={
        <button
          type="button"
          className="cases-card-cover"
          aria-label={t.open(item.userName)}
          onClick={onOpen}
        >
          <CaseImage src={item.imgUrl} alt={t.imageAlt} />
        </button>
      }
    >
      {/* The text is part of the card: clicking it opens the detail too (keyboard: the photo). */}
      <div className="cases-card-body" onClick={onOpen}>
        <CaseTags names={item.products} kind="products" limit={3} />
        <CaseTags names={item.cares} kind="cares" limit={3} />
        <Typography.Paragraph className="cases-card-description">
          {item.description}
        </Typography.Paragraph>
        <Typography.Text type="secondary" className="cases-card-meta">
          {t.uploader(item.userName)} · {formatDate(item.created)}
        </Typography.Text>
      </div>
    </Card>
  );
}
