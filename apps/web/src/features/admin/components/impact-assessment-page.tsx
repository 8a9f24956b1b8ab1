import { PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import type {
  Company,
  FilingStatus,
  ImpactAssessment,
  ImpactAssessmentFacts,
} from '@skinscope/contracts';
import { Button, Empty, Flex, Form, Select, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { toast, toastError } from '../../../lib/notification';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useCompanies } from '../api/get-companies';
import { useFilingThreshold } from '../api/get-filing-threshold';
import { useImpactAssessment } from '../api/get-impact-assessment';
import { useImpactAssessments } from '../api/get-impact-assessments';
import { useImpactFacts } from '../api/get-impact-facts';
import { useSaveImpactAssessment } from '../api/save-impact-assessment';
import { zhCN } from '../locale';
import { AdminLayout } from './admin-layout';
import { companyLabel } from './company-select';
import { ImpactConclusion, type ConclusionFields } from './impact-conclusion';
import { ImpactReport } from './impact-report';
import './impact-assessment.css';

const t = zhCN.impact;

/** The report: its title block, sections one to five, and section six as given. */
function ImpactDocument(props: {
  facts: ImpactAssessmentFacts;
  stamp: string;
  conclusion: ReactNode;
}) {
  return (
    <article className="impact-report print-alone" aria-label={t.reportTitle}>
      <header className="impact-report-head">
        <Typography.Title level={2}>{t.reportTitle}</Typography.Title>
        <Typography.Text strong>{props.facts.company.name}</Typography.Text>
        <Typography.Text type="secondary">{props.stamp}</Typography.Text>
        <Typography.Text type="secondary">{t.reference}</Typography.Text>
      </header>
      <ImpactReport facts={props.facts} />
      {props.conclusion}
    </article>
  );
}

function SavedDocument({ assessment }: { assessment: ImpactAssessment }) {
  const stamp = `${t.generatedAt(formatDateTime(assessment.facts.generatedAt))} · ${t.savedBy(
    formatDateTime(assessment.createdAt),
    assessment.createdByName ?? zhCN.filing.unnamedCompany,
  )}`;
  return (
    <ImpactDocument
      facts={assessment.facts}
      stamp={stamp}
      conclusion={<ImpactConclusion facts={assessment.facts} saved={assessment} />}
    />
  );
}

/**
 * The company the page opens with: the one with most customers with photos (the filing card's
 * first row, which the admin frame has read already), else the first of the list.
 */
function firstCompany(
  companies: Company[] | undefined,
  filing: { data?: FilingStatus | undefined; isPending: boolean },
): number | undefined {
  if (!companies || filing.isPending) return undefined;
  const ids = new Set(companies.map((company) => company.id));
  const busiest = filing.data?.companies.find((row) => ids.has(row.ownerId));
  return busiest?.ownerId ?? companies[0]?.id;
}

/**
 * Issue 34 #5: 个人信息保护影响评估 of a company, generated from the running installation; the
 * administrator fills in the responsible person, the day and the conclusion, saves it as a
 * record, reopens earlier ones and prints any of them on A4.
 */
export function ImpactAssessmentPage() {
  const companies = useCompanies();
  const filing = useFilingThreshold();
  const [chosenCompany, setChosenCompany] = useState<number>();
  const companyId = chosenCompany ?? firstCompany(companies.data, filing);
  const [openedId, setOpenedId] = useState<number>();
  const facts = useImpactFacts(openedId === undefined ? companyId : undefined);
  const saved = useImpactAssessments(companyId);
  const opened = useImpactAssessment(openedId);
  const save = useSaveImpactAssessment();
  const [form] = Form.useForm<ConclusionFields>();
  useErrorToast(companies);
  useErrorToast(facts);
  useErrorToast(saved);
  useErrorToast(opened);

  const submit = async () => {
    if (companyId === undefined) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      const result = await save.mutateAsync({
        companyId,
        responsiblePerson: values.responsiblePerson,
        assessedOn: values.assessedOn.format('YYYY-MM-DD'),
        conclusions: values.conclusions ?? '',
      });
      toast(t.saved, 'success');
      setOpenedId(result.id);
    } catch (error) {
      toastError(error);
    }
  };

  const actions = (
    <Flex gap="small" className="impact-actions">
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        {t.print}
      </Button>
      {openedId === undefined && (
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={save.isPending}
          disabled={!facts.data}
          onClick={() => void submit()}
        >
          {t.save}
        </Button>
      )}
    </Flex>
  );

  return (
    <AdminLayout section="impact" title={t.title} subtitle={t.subtitle} extra={actions}>
      <Form layout="inline" className="impact-toolbar admin-filters">
        <Form.Item label={t.company} htmlFor="impact-company">
          <Select
            id="impact-company"
            className="impact-company"
            showSearch
            optionFilterProp="label"
            loading={companies.isPending}
            value={companyId}
            options={(companies.data ?? []).map((company) => ({
              value: company.id,
              label: companyLabel(company),
            }))}
            onChange={(id: number) => {
              setChosenCompany(id);
              setOpenedId(undefined);
            }}
          />
        </Form.Item>
        <Form.Item label={t.history} htmlFor="impact-history">
          <Select
            id="impact-history"
            className="impact-history"
            value={openedId ?? 0}
            loading={saved.isPending && companyId !== undefined}
            options={[
              { value: 0, label: t.live },
              ...(saved.data ?? []).map((row) => ({
                value: row.id,
                label: t.savedOption(row.assessedOn, row.responsiblePerson),
              })),
            ]}
            onChange={(id: number) => setOpenedId(id === 0 ? undefined : id)}
          />
        </Form.Item>
      </Form>
      {companies.data?.length === 0 ? (
        <Empty description={t.noCompany} />
      ) : openedId !== undefined ? (
        opened.data ? (
          <SavedDocument assessment={opened.data} />
        ) : (
          <Skeleton active />
        )
      ) : facts.data ? (
        <ImpactDocument
          facts={facts.data}
          stamp={t.generatedAt(formatDateTime(facts.data.generatedAt))}
          conclusion={<ImpactConclusion facts={facts.data} form={form} />}
        />
      ) : (
        <Skeleton active />
      )}
    </AdminLayout>
  );
}
