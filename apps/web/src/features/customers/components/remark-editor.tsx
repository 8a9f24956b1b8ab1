import { ExpandOutlined } from '@ant-design/icons';
import { REMARK_MAX } from '@skinscope/contracts';
import type { Scope } from '@skinscope/contracts';
import { Button, Card, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useUpdateRemark } from '../api/update-remark';

const t = zhCN.customers.remark;

interface RemarkEditorProps {
  customerId: number;
  /** The scope the customer id travels under (skinworker ids are prefixed). */
  scope: Scope;
  remark: string | null;
}

function RemarkBody(props: {
  editing: boolean;
  remark: string | null;
  draft: string;
  rows: number;
  onDraft: (value: string) => void;
}) {
  if (props.editing) {
    return (
      <Input.TextArea
        aria-label={t.title}
        value={props.draft}
        placeholder={t.placeholder}
        maxLength={REMARK_MAX}
        showCount
        autoFocus
        autoSize={{ minRows: props.rows, maxRows: props.rows * 2 }}
        onChange={(event) => props.onDraft(event.target.value)}
      />
    );
  }
  return props.remark ? (
    <Typography.Paragraph className="customers-remark-text">{props.remark}</Typography.Paragraph>
  ) : (
    <Typography.Text type="secondary">{t.empty}</Typography.Text>
  );
}

/** Spec §2/§4: one free-text remark; view → edit → view; confirm saves and leaves edit mode. */
export function RemarkEditor({ customerId, scope, remark }: RemarkEditorProps) {
  const [editing, setEditing] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [draft, setDraft] = useState('');
  const update = useUpdateRemark();

  const edit = () => {
    setDraft(remark ?? '');
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setFullscreen(false);
  };
  const confirm = () => {
    const text = draft.trim();
    if (!text) {
      toast(t.required, 'warning');
      return;
    }
    if (update.isPending) return;
    update.mutate(
      { customerId, scope, remark: text },
      {
        onSuccess: () => {
          toast(t.success, 'success');
          cancel();
        },
        onError: toastError,
      },
    );
  };

  const buttons = editing ? (
    <Space>
      <Button onClick={cancel}>{t.cancel}</Button>
      <Button type="primary" loading={update.isPending} onClick={confirm}>
        {t.confirm}
      </Button>
    </Space>
  ) : (
    <Button type="primary" ghost onClick={edit}>
      {t.edit}
    </Button>
  );
  const body = (rows: number) => (
    <RemarkBody editing={editing} remark={remark} draft={draft} rows={rows} onDraft={setDraft} />
  );

  return (
    <Card
      variant="borderless"
      className="page-card"
      title={t.title}
      extra={
        // While fullscreen the dialog carries the buttons; one set on screen at a time.
        !fullscreen && (
          <Space>
            <Button icon={<ExpandOutlined aria-hidden />} onClick={() => setFullscreen(true)}>
              {t.fullscreen}
            </Button>
            {buttons}
          </Space>
        )
      }
    >
      {fullscreen ? (
        <Typography.Text type="secondary">{t.fullscreenOpen}</Typography.Text>
      ) : (
        body(3)
      )}
      <Modal
        open={fullscreen}
        title={t.title}
        width="calc(100vw - 64px)"
        centered
        destroyOnHidden
        className="customers-remark-fullscreen"
        // Room under the text box for its character count, above the dialog's buttons.
        styles={{ body: { paddingBottom: 24 } }}
        onCancel={() => setFullscreen(false)}
        footer={
          <Space>
            <Button onClick={() => setFullscreen(false)}>{t.exitFullscreen}</Button>
            {buttons}
          </Space>
        }
      >
        {fullscreen && body(14)}
      </Modal>
    </Card>
  );
}
