import { PlusOutlined } from '@ant-design/icons';
import type { StudySummary } from '@skinscope/contracts';
import { Alert, Button, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format-date';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useStudies } from '../api/get-studies';
import { zhCN } from '../locale';
import type { StudyFrame } from './study-frame';

const t = zhCN.studies;

/** The version in force, and whether anyone was enrolled under it (then it is locked). */
function VersionTag({ study }: { study: Pick<StudySummary, 'version' | 'locked'> }) {
  return (
    <Flex gap={4} align="center">
      {t.version(study.version)}
      {study.locked ? <Tag color="gold">{t.locked}</Tag> : <Tag>{t.editable}</Tag>}
    </Flex>
  );
}

const columns: TableColumnsType<StudySummary> = [
  {
    key: 'name',
    title: t.columns.name,
    render: (_, study) => (
      <Flex vertical>
        <Link to={`/admin/studies/${study.id}`}>{study.name}</Link>
        <Typography.Text type="secondary">{study.sponsor || t.noSponsor}</Typography.Text>
      </Flex>
    ),
  },
  { key: 'design', title: t.columns.design, render: (_, study) => t.designs[study.design] },
  { key: 'version', title: t.columns.version, render: (_, study) => <VersionTag study={study} /> },
  {
    key: 'enrolled',
    title: t.columns.enrolled,
    render: (_, study) => (
      <Flex vertical>
        {t.enrolled(study.enrolled, study.targetSize)}
        {study.withdrawn > 0 && (
          <Typography.Text type="secondary">{t.withdrawn(study.withdrawn)}</Typography.Text>
        )}
      </Flex>
    ),
  },
  { key: 'created', title: t.columns.created, render: (_, study) => formatDate(study.createdAt) },
];

/** 功效验证: the company's studies, one row each, and 新建研究. */
export function StudyListPage({ Frame }: { Frame: StudyFrame }) {
  const navigate = useNavigate();
  const studies = useStudies();
  useErrorToast(studies);
  const create = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => void navigate('/admin/studies/new')}
    >
      {t.create}
    </Button>
  );
  return (
    <Frame title={t.title} subtitle={t.subtitle} extra={create}>
      {studies.data?.length === 0 ? (
        <Alert type="info" showIcon title={t.empty} description={t.emptyHint} />
      ) : (
        <Table<StudySummary>
          rowKey="id"
          columns={columns}
          dataSource={studies.data}
          loading={studies.isPending}
          pagination={false}
          aria-label={t.title}
        />
      )}
    </Frame>
  );
}
