import {
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_STATUS_LABELS,
  type DataRequest,
  type DataRequestKind,
} from '@skinscope/contracts';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, List, Modal, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import { toast } from '../../../lib/notification';
import { useCreateMyDataRequest } from '../api/get-my-data';
import { myDataText as t } from '../locale';
import { Section } from './my-data-sections';

const STATUS_COLOURS = { open: 'orange', done: 'green', cancelled: 'default' } as const;
type EraseKind = Exclude<DataRequestKind, 'export'>;

function requestLine(request: DataRequest): string {
  const lines = [t.requestedAt(formatDate(request.requestedAt))];
  if (request.status === 'open') lines.push(t.dueOn(formatDate(request.dueOn)));
  if (request.status === 'done' && request.handledAt)
    lines.push(t.handledAt(formatDate(request.handledAt)));
  if (request.note) lines.push(t.cancelledNote(request.note));
  return lines.join(' · ');
}

/** The request dialog: what an export gives, or a choice between the two erasures. */
function RequestDialog({
  token,
  kind,
  taken,
  onClose,
}: {
  token: string;
  kind: 'export' | 'erase';
  /** Whether one of this kind is open already: that choice is not offered again. */
  taken: (kind: DataRequestKind) => boolean;
  onClose: () => void;
}) {
  const create = useCreateMyDataRequest(token);
  const [erase, setErase] = useState<EraseKind | null>(null);
  const chosen: DataRequestKind | null = kind === 'export' ? 'export' : erase;
  return (
    <Modal
      open
      title={kind === 'export' ? t.exportTitle : t.eraseTitle}
      okText={t.submit}
      cancelText={t.cancel}
      okButtonProps={{
        disabled: chosen === null,
        danger: kind === 'erase',
        loading: create.isPending,
      }}
      onCancel={onClose}
      onOk={() =>
        chosen &&
        create.mutate(chosen, {
          onSuccess: () => {
            toast(t.submitted, 'success');
            onClose();
          },
        })
      }
      width={360}
    >
      {kind === 'export' ? (
        <Typography.Paragraph>{t.exportText}</Typography.Paragraph>
      ) : (
        <Flex vertical gap="middle">
          <Typography.Text>{t.eraseChoose}</Typography.Text>
          <Radio.Group
            value={erase}
            onChange={(event) => setErase(event.target.value as EraseKind)}
            className="my-data-choices"
          >
            {(['erase_photos', 'erase_all'] as const).map((option) => (
              <Radio key={option} value={option} disabled={taken(option)}>
                <strong>{t.eraseOptions[option].label}</strong>
                <div className="my-data-choice-text">{t.eraseOptions[option].text}</div>
              </Radio>
            ))}
          </Radio.Group>
          <Typography.Text type="secondary">{t.eraseNote}</Typography.Text>
        </Flex>
      )}
      {create.isError && <Alert type="error" showIcon title={create.error.message} />}
    </Modal>
  );
}

/**
 * Her requests with their states, and the two buttons. One open request per kind: a button
 * whose every kind is open says 处理中 instead (the server refuses a second one anyway).
 */
export function MyDataRequests({ token, requests }: { token: string; requests: DataRequest[] }) {
  const [asking, setAsking] = useState<'export' | 'erase' | null>(null);
  const open = (kind: DataRequestKind) =>
    requests.some((request) => request.kind === kind && request.status === 'open');
  const exportOpen = open('export');
  const eraseOpen = open('erase_photos') && open('erase_all');
  return (
    <Section title={t.requestsTitle}>
      {requests.length === 0 ? (
        <Typography.Paragraph type="secondary">{t.noRequests}</Typography.Paragraph>
      ) : (
        <List
          size="small"
          data-testid="my-data-requests"
          dataSource={requests}
          renderItem={(request) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Flex gap="small" align="center" wrap>
                    {DATA_REQUEST_KIND_LABELS[request.kind]}
                    <Tag color={STATUS_COLOURS[request.status]}>
                      {DATA_REQUEST_STATUS_LABELS[request.status]}
                    </Tag>
                  </Flex>
                }
                description={requestLine(request)}
              />
            </List.Item>
          )}
        />
      )}
      <Flex vertical gap="small" className="my-data-actions">
        <Button
          block
          size="large"
          icon={<DownloadOutlined aria-hidden />}
          disabled={exportOpen}
          onClick={() => setAsking('export')}
        >
          {exportOpen ? `${t.exportButton}（${t.pending}）` : t.exportButton}
        </Button>
        <Button
          block
          size="large"
          danger
          icon={<DeleteOutlined aria-hidden />}
          disabled={eraseOpen}
          onClick={() => setAsking('erase')}
        >
          {eraseOpen ? `${t.eraseButton}（${t.pending}）` : t.eraseButton}
        </Button>
      </Flex>
      {asking && (
        <RequestDialog token={token} kind={asking} taken={open} onClose={() => setAsking(null)} />
      )}
    </Section>
  );
}
