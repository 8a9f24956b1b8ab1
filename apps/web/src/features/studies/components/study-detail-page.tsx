import { EditOutlined, FileTextOutlined } from '@ant-design/icons';
import type { StudyDetail } from '@skinscope/contracts';
import { Button, Flex, Result, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { toast, toastError } from '../../../lib/notification';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useStudy } from '../api/get-study';
import { useWithdrawFromStudy } from '../api/withdraw-from-study';
import { zhCN } from '../locale';
import { ParticipantsTable } from './participants-table';
import { ProtocolSummary } from './protocol-summary';
import type { StudyFrame } from './study-frame';

const t = zhCN.detail;
const s = zhCN.studies;

function VersionsTable({ study }: { study: StudyDetail }) {
  return (
    <Table
      rowKey="version"
      size="small"
      pagination={false}
      dataSource={study.versions}
      columns={[
        { key: 'version', title: t.versionColumns.version, render: (_, v) => s.version(v.version) },
        {
          key: 'created',
          title: t.versionColumns.created,
          render: (_, v) => formatDateTime(v.createdAt),
        },
        {
          key: 'locked',
          title: t.versionColumns.locked,
          render: (_, v) =>
            v.lockedAt ? (
              <Flex gap={4}>
                <Tag color="gold">{s.locked}</Tag>
                {formatDateTime(v.lockedAt)}
              </Flex>
            ) : (
              t.notLocked
            ),
        },
      ]}
    />
  );
}

/** A study's protocol, its versions and its participants with their visits. */
export function StudyDetailPage({ Frame }: { Frame: StudyFrame }) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const study = useStudy(id);
  const withdraw = useWithdrawFromStudy(id);
  // The visit states are computed against the time the page opened.
  const [now] = useState(() => new Date());
  useErrorToast(study);
  if (study.isError)
    return (
      <Frame title={s.title} subtitle="">
        <Result status="404" title={s.notFound} />
      </Frame>
    );
  if (!study.data)
    return (
      <Frame title={s.title} subtitle="">
        <Skeleton active />
      </Frame>
    );
  const data = study.data;
  const actions = (
    <Flex gap="small">
      <Button icon={<EditOutlined />} onClick={() => void navigate(`/admin/studies/${id}/edit`)}>
        {t.edit}
      </Button>
      <Button
        type="primary"
        icon={<FileTextOutlined />}
        onClick={() => void navigate(`/admin/studies/${id}/report`)}
      >
        {t.report}
      </Button>
    </Flex>
  );
  return (
    <Frame
      title={data.name}
      subtitle={t.subtitle(data.sponsor || s.noSponsor, s.designs[data.design])}
      extra={actions}
    >
      <Flex vertical gap="middle">
        <section aria-label={t.protocolTitle}>
          <Typography.Title level={5}>
            {t.protocolTitle} · {s.version(data.version)}
          </Typography.Title>
          <ProtocolSummary study={data} />
        </section>
        <section aria-label={t.versionsTitle}>
          <Typography.Title level={5}>{t.versionsTitle}</Typography.Title>
          <VersionsTable study={data} />
        </section>
        <section aria-label={t.participantsTitle}>
          <Typography.Title level={5}>
            {t.participantsTitle} · {s.enrolled(data.enrolled, data.targetSize)}
            {data.withdrawn > 0 && `，${s.withdrawn(data.withdrawn)}`}
          </Typography.Title>
          <ParticipantsTable
            study={data}
            now={now}
            // Those who run the study may take a participant out, as staff at the counter may.
            onWithdraw={(p) =>
              withdraw.mutate(p.enrolmentId, {
                onSuccess: () => toast(t.withdrawn, 'success'),
                onError: toastError,
              })
            }
          />
        </section>
      </Flex>
    </Frame>
  );
}
