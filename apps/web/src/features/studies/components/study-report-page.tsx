import { ArrowLeftOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { apiRoutes, type StudyDetail } from '@skinscope/contracts';
import { Button, Flex, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useStudy } from '../api/get-study';
import { useStudyAnalysis } from '../api/get-study-analysis';
import { zhCN } from '../locale';
import { ShareStudyButton } from './share-study-modal';
import type { StudyFrame } from './study-frame';
import { StudyReportBody, StudyReportNote } from './study-report-body';

const t = zhCN.report;

/** How many enrolled under each protocol version, in version order. */
function enrolledByVersion(study: StudyDetail): Map<number, number> {
  const counts = new Map<number, number>();
  for (const version of study.versions) counts.set(version.version, 0);
  for (const participant of study.participants)
    counts.set(participant.protocolVersion, (counts.get(participant.protocolVersion) ?? 0) + 1);
  return new Map([...counts].filter(([, count]) => count > 0));
}

/**
 * The study report (issue 33 #4), on screen and printed on A4 through the browser: participants
 * only by code, the fixed note at the top and in every printed page's footer.
 */
export function StudyReportPage({ Frame }: { Frame: StudyFrame }) {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const study = useStudy(id);
  const analysis = useStudyAnalysis(id);
  useErrorToast(study);
  useErrorToast(analysis);
  const actions = (
    <Flex gap="small" justify="flex-end" wrap className="report-actions">
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(`/admin/studies/${id}`)}>
        {t.back}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        href={apiRoutes.studyExport.path.replace(':id', String(id))}
        download
      >
        {t.export}
      </Button>
      <ShareStudyButton studyId={id} />
      <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
        {t.print}
      </Button>
    </Flex>
  );
  return (
    // The actions sit under the heading, not beside it: beside a study's long name they squeezed
    // the heading onto three lines at 1024 px.
    <Frame title={study.data ? `${study.data.name} · ${t.title}` : t.title} subtitle="">
      <div className="study-report print-alone">
        {actions}
        <StudyReportNote />
        {study.data && analysis.data ? (
          <StudyReportBody
            study={study.data}
            analysis={analysis.data}
            enrolledByVersion={enrolledByVersion(study.data)}
          />
        ) : (
          <Skeleton active />
        )}
      </div>
    </Frame>
  );
}
