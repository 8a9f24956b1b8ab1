import type { StaffDataRequest } from '@skinscope/contracts';
import { Button, Input, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast, toastError } from '../../../lib/notification';
import { useCancelDataRequest, useCarryOutDataRequest } from '../api/data-requests';
import { zhCN } from '../locale';

const t = zhCN.customers.dataRequests;

/** 撤销申请: a reason is required, and she reads it on her page. */
function CancelDialog({ requestId, onClose }: { requestId: number; onClose: () => void }) {
  const cancel = useCancelDataRequest();
  const [note, setNote] = useState('');
  return (
    <Modal
      open
      title={t.cancelTitle}
      okText={t.cancelOk}
      okButtonProps={{ disabled: note.trim() === '', loading: cancel.isPending }}
      onCancel={onClose}
      onOk={() =>
        cancel.mutate(
          { requestId, note: note.trim() },
          {
            onSuccess: () => {
              toast(t.cancelled, 'success');
              onClose();
            },
            onError: toastError,
          },
        )
      }
    >
      <Typography.Paragraph type="secondary">{t.cancelHint}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t.cancelTitle}
        value={note}
        maxLength={200}
        showCount
        rows={3}
        placeholder={t.cancelPlaceholder}
        onChange={(event) => setNote(event.target.value)}
      />
    </Modal>
  );
}

/**
 * An open request's two ways out: carried out with the existing export or erasure (admins and
 * store managers; the server decides again), or withdrawn with a reason (any staff member).
 */
export function DataRequestActions({
  request,
  mayCarryOut,
}: {
  request: StaffDataRequest;
  mayCarryOut: boolean;
}) {
  const carryOut = useCarryOutDataRequest();
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const done = () => {
    toast(t.done[request.kind], 'success');
    // Everything about her is gone, her page with it.
    if (request.kind === 'erase_all') void navigate('/query', { replace: true });
  };
  return (
    <Space wrap>
      {mayCarryOut ? (
        <Popconfirm
          title={t.carryOut[request.kind]}
          description={<div className="customers-confirm-text">{t.confirm[request.kind]}</div>}
          okText={t.carryOut[request.kind]}
          okButtonProps={{ danger: request.kind !== 'export' }}
          onConfirm={() => carryOut.mutate(request, { onSuccess: done, onError: toastError })}
        >
          <Button type="primary" danger={request.kind !== 'export'} loading={carryOut.isPending}>
            {t.carryOut[request.kind]}
          </Button>
        </Popconfirm>
      ) : (
        <Typography.Text type="secondary">{t.noRight}</Typography.Text>
      )}
      <Button onClick={() => setCancelling(true)}>{t.cancel}</Button>
      {cancelling && <CancelDialog requestId={request.id} onClose={() => setCancelling(false)} />}
    </Space>
  );
}
