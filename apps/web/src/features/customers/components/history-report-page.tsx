import { idFromText } from '@skinscope/contracts';
import type { AnaPart, HistoryReport } from '@skinscope/contracts';
import { facePartName } from '@skinscope/domain';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Skeleton, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useCustomerMode } from '../../../lib/customer-mode';
import { zhCN } from '../locale';
import { useRecord } from '../api/get-record';
import { useReport, type ReportPath } from '../../../lib/api/reports';
import { formatDateTime } from '../../../lib/format-date';
import type { PartPhotos } from '../lib/scan-photos';
import { ConsultationResults } from './consultation-results';
import { errorMessage, LoadFailed } from './load-failed';
import { PartAnalysisStatus, PartFigures } from './part-analysis';
import { PartPhotosView } from './part-photos';
import { PartRatingsView } from './part-ratings';
import { SkinStateLine } from './skin-state-line';
import '../customers.css';

const t = zhCN.customers.report;

const partNameOf = (part: AnaPart) => facePartName(part.part) ?? zhCN.customers.unknownPart;

function photosOf(part: AnaPart): PartPhotos {
  const url = (images: AnaPart['nomalImages']) =>
    images[0] ? `${images[0].imageDir}/${images[0].imageName}` : undefined;
  const normal = url(part.nomalImages);
  const lighting = url(part.polarImages);
  return {
    key: `${part.position}-${part.part}`,
    partKey: part.part,
    partName: facePartName(part.part) ?? null,
    position: part.position,
    photos: { ...(normal && { normal }), ...(lighting && { lighting }) },
  };
}

function ReportSummary({ report }: { report: HistoryReport }) {
  const { recordMain, skinStatus } = report;
  return (
    <Descriptions
      colon={false}
      column={4}
      items={[
        { key: 'name', label: t.memberName, children: recordMain.customerName },
        { key: 'time', label: t.recordTime, children: formatDateTime(recordMain.recDate) },
        { key: 'recorder', label: t.recorder, children: recordMain.fullName },
        {
          key: 'menses',
          label: t.menses,
          children: skinStatus.mc === null ? zhCN.customers.none : skinStatus.mc ? t.yes : t.no,
        },
      ]}
    />
  );
}

/** Loads one tab's report; each tab asks its own endpoint of spec §7. */
function ReportTab({
  path,
  recordId,
  children,
}: {
  path: ReportPath;
  recordId: number;
  children: (report: HistoryReport) => React.ReactNode;
}) {
  const report = useReport(path, recordId);
  if (report.isError) return <LoadFailed message={errorMessage(report.error)} />;
  if (!report.data) return <Skeleton active />;
  if (report.data.anaParts.length === 0) return <Empty description={t.noParts} />;
  return <>{children(report.data)}</>;
}

/** Issue 19 #7: the skin's state when the photos were taken, from the record itself. */
function RecordSkinState({ recordId }: { recordId: number }) {
  return <SkinStateLine state={useRecord(recordId).data?.skinState} />;
}

function SkinRecordTab({ recordId }: { recordId: number }) {
  return (
    <ReportTab path="/server/skinRecs" recordId={recordId}>
      {(report) => (
        <div className="customers-page">
          <ReportSummary report={report} />
          <RecordSkinState recordId={recordId} />
          {report.anaParts.map((part) => (
            <Card
              key={`${part.position}-${part.part}`}
              size="small"
              className="customers-report-card"
            >
              <div className="customers-report-part">
                <PartPhotosView part={photosOf(part)} />
                <div className="customers-report-measures">
                  <PartRatingsView ratings={part.partImageRecord} />
                  <PartAnalysisStatus part={part} />
                </div>
              </div>
            </Card>
          ))}
        </div>
      )}
    </ReportTab>
  );
}

function AnalysisTab({ recordId }: { recordId: number }) {
  return (
    <ReportTab path="/server/analysis" recordId={recordId}>
      {(report) => (
        <div className="customers-page">
          {report.anaParts.map((part) => (
            <Card
              key={`${part.position}-${part.part}`}
              size="small"
              title={partNameOf(part)}
              className="customers-report-card"
            >
              <PartFigures part={part} name={partNameOf(part)} />
            </Card>
          ))}
        </div>
      )}
    </ReportTab>
  );
}

/** Issue 17 #24: the visit's scores, care steps, recommendations and answers. */
function ResultsTab({ recordId }: { recordId: number }) {
  const record = useRecord(recordId);
  if (record.isError) return <LoadFailed message={errorMessage(record.error)} />;
  if (!record.data) return <Skeleton active />;
  return <ConsultationResults record={record.data} />;
}

/** Issue 17 #22: back to the member the record belongs to, once the record says who that is. */
function BackToCustomer({ recordId }: { recordId: number }) {
  const navigate = useNavigate();
  const record = useRecord(recordId);
  // The tablet may be turned to her (顾客模式, issue 29 #5): no way into the staff screens.
  const customerMode = useCustomerMode();
  if (customerMode) return null;
  return (
    <Button
      icon={<ArrowLeftOutlined aria-hidden />}
      disabled={!record.data}
      onClick={() => record.data && void navigate(`/query/detail/${record.data.customerId}`)}
    >
      {t.back}
    </Button>
  );
}

/** Spec §2 query/history/{recordId}: the skin management record and its analysis. */
export function HistoryReportPage() {
  const recordId = idFromText(useParams().recordId);
  if (recordId === undefined) return <LoadFailed message={t.invalidId} />;
  return (
    <div className="customers-page">
      <Card
        variant="borderless"
        className="page-card"
        title={t.title}
        extra={<BackToCustomer recordId={recordId} />}
      >
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'record',
              label: t.recordTab,
              children: <SkinRecordTab recordId={recordId} />,
            },
            {
              key: 'results',
              label: t.resultsTab,
              children: <ResultsTab recordId={recordId} />,
            },
            {
              key: 'analysis',
              label: t.analysisTab,
              children: <AnalysisTab recordId={recordId} />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
