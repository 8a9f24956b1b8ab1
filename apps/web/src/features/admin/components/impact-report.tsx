import type { ImpactAssessmentFacts } from '@skinscope/contracts';
import { Descriptions, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { zhCN } from '../locale';
import { formatCount } from './filing-banner';
import { ImpactProcessing } from './impact-processing';
import { ReportSection } from './impact-section';

const t = zhCN.impact;

type Category = ImpactAssessmentFacts['categories'][number];
type Version = ImpactAssessmentFacts['purposes'][number]['versions'][number];
type Measure = ImpactAssessmentFacts['security'][number];

function ObjectSection({ facts }: { facts: ImpactAssessmentFacts }) {
  const { storage, counts } = facts;
  const image = storage.imageStore;
  const imageText =
    image.kind === 's3'
      ? `${image.label}：${t.object.bucket(image.bucket ?? '', image.region ?? '')}${image.endpointHost ? t.object.endpoint(image.endpointHost) : ''}`
      : image.label;
  return (
    <ReportSection title={t.sections.object}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'handler', label: t.object.handler, children: facts.company.name },
          { key: 'scene', label: t.object.scene, children: t.object.sceneText },
          { key: 'database', label: t.object.database, children: storage.database.label },
          { key: 'images', label: t.object.imageStore, children: imageText },
          {
            key: 'customers',
            label: t.object.customers,
            children: t.object.customersValue(
              formatCount(counts.customers),
              formatCount(counts.customersWithPhotos),
            ),
          },
          {
            key: 'photos',
            label: t.object.photos,
            children: t.object.unitPhotos(formatCount(counts.photos)),
          },
          {
            key: 'consents',
            label: t.object.consents,
            children: t.object.consentsValue(
              formatCount(counts.consents),
              formatCount(counts.guardianConsents),
            ),
          },
          {
            key: 'reads',
            label: t.object.photoReads,
            children: t.object.unitTimes(formatCount(counts.photoReads)),
          },
        ]}
      />
    </ReportSection>
  );
}

const versionColumns: TableColumnsType<Version> = [
  {
    title: t.purposes.version,
    dataIndex: 'version',
    width: 250,
    className: 'impact-nowrap',
    render: (version: string, row) => (
      <>
        {version}{' '}
        <Tag color={row.current ? 'green' : 'default'}>
          {row.current ? t.purposes.current : t.purposes.former}
        </Tag>
      </>
    ),
  },
  {
    title: t.purposes.recorded,
    dataIndex: 'recorded',
    width: 90,
    align: 'right',
    render: (count: number) => t.purposes.times(formatCount(count)),
  },
  {
    title: t.purposes.hash,
    dataIndex: 'hash',
    render: (hash: string) => <code className="impact-hash">{hash}</code>,
  },
];

function PurposesSection({ purposes }: { purposes: ImpactAssessmentFacts['purposes'] }) {
  return (
    <ReportSection title={t.sections.purposes}>
      {purposes.map((purpose, index) => (
        <div key={purpose.key} className="impact-purpose">
          <Typography.Title level={5}>{`${index + 1}. ${purpose.label}`}</Typography.Title>
          <Typography.Paragraph type="secondary">{purpose.basis}</Typography.Paragraph>
          <Table<Version>
            size="small"
            rowKey="version"
            columns={versionColumns}
            dataSource={purpose.versions}
            pagination={false}
            expandable={{
              expandedRowRender: (row) => <div className="impact-consent-text">{row.text}</div>,
              defaultExpandAllRows: true,
              showExpandColumn: false,
            }}
          />
        </div>
      ))}
    </ReportSection>
  );
}

const categoryColumns: TableColumnsType<Category> = [
  { title: t.categories.label, dataIndex: 'label', width: 130 },
  { title: t.categories.items, dataIndex: 'items' },
  {
    title: t.categories.sensitive,
    dataIndex: 'sensitive',
    width: 110,
    render: (sensitive: boolean) =>
      sensitive ? <Tag color="orange">{t.categories.yes}</Tag> : t.categories.no,
  },
  { title: t.categories.storedIn, dataIndex: 'storedIn', width: 170 },
  {
    title: t.categories.count,
    dataIndex: 'count',
    width: 100,
    align: 'right',
    render: (count: number | null) => (count === null ? t.categories.shared : formatCount(count)),
  },
];

const measureColumns: TableColumnsType<Measure> = [
  { title: t.security.measure, dataIndex: 'label', width: 140 },
  { title: t.security.detail, dataIndex: 'detail' },
  {
    title: t.security.status,
    dataIndex: 'status',
    width: 80,
    render: (status: Measure['status']) => (
      <Tag color={status === 'in_force' ? 'green' : 'orange'}>{t.security[status]}</Tag>
    ),
  },
];

/** Sections one to five: everything the installation states about itself for this company. */
export function ImpactReport({ facts }: { facts: ImpactAssessmentFacts }) {
  return (
    <>
      <ObjectSection facts={facts} />
      <PurposesSection purposes={facts.purposes} />
      <ReportSection title={t.sections.categories}>
        <Table<Category>
          size="small"
          rowKey="key"
          columns={categoryColumns}
          dataSource={facts.categories}
          pagination={false}
        />
      </ReportSection>
      <ImpactProcessing facts={facts} />
      <ReportSection title={t.sections.security}>
        <Table<Measure>
          size="small"
          rowKey="key"
          columns={measureColumns}
          dataSource={facts.security}
          pagination={false}
        />
      </ReportSection>
    </>
  );
}
