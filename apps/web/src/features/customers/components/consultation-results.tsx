import type { ScanRecord } from '@skinscope/contracts';
import {
  CARE_STEP_GROUPS,
  CareStepsRecordSchema,
  ProblemSummarySchema,
  SituationRecordSchema,
  careItem,
  parseStoredRecommend,
  type CareStepsRecord,
  type ProblemSummary,
  type SituationRecord,
} from '@skinscope/domain';
import { Descriptions, Rate, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { zhCN } from '../locale';

const t = zhCN.customers.results;

/** Names joined by commas in a stored record (spec §3), as tags; '/' when there are none. */
function TagList({ names, color }: { names: readonly string[]; color?: string }) {
  if (names.length === 0)
    return <Typography.Text type="secondary">{zhCN.customers.none}</Typography.Text>;
  return (
    <div className="customers-tags">
      {names.map((name) => (
        <Tag key={name} color={color} className="customers-tag">
          {name}
        </Tag>
      ))}
    </div>
  );
}

const splitNames = (text: string) =>
  text
    .split(/[,，]/)
    .map((name) => name.trim())
    .filter(Boolean);

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="customers-record-section">
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

/** The care phase and the eight scores (0–10, shown as five half-starred stars and the figure). */
function ScoresView({ situation }: { situation: SituationRecord }) {
  return (
    <>
      <Typography.Paragraph className="customers-phase">
        {t.phase}
        <Tag color="magenta" className="customers-tag">
          {t.phaseName(situation.step)}
        </Tag>
        <Typography.Text type="secondary">{t.scoresHint}</Typography.Text>
      </Typography.Paragraph>
      <Descriptions
        size="small"
        bordered
        column={2}
        items={situation.pointList.map((score) => ({
          key: score.name,
          label: score.name,
          children: (
            <span className="customers-score">
              <Rate
                disabled
                allowHalf
                style={{ fontSize: 16 }}
                value={score.point / 2}
                aria-label={`${score.name} ${score.point}`}
              />
              <Typography.Text>{t.points(score.point)}</Typography.Text>
            </span>
          ),
        }))}
      />
    </>
  );
}

/** The care steps by group: highlighted steps (5 points or more) stand out, ticked ones follow. */
function StepsView({ steps }: { steps: CareStepsRecord }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      items={CARE_STEP_GROUPS.map((group) => {
        const chosen = steps.filter((step) => step.group === group.key && step.tick);
        return {
          key: group.key,
          label: group.name,
          children:
            chosen.length === 0 ? (
              <Typography.Text type="secondary">{t.noSteps}</Typography.Text>
            ) : (
              <div className="customers-tags">
                {chosen.map((step) => (
                  <Tag
                    key={step.key}
                    color={step.highlight ? 'magenta' : undefined}
                    className="customers-tag"
                  >
                    {step.highlight ? t.keyStep(step.name) : step.name}
                  </Tag>
                ))}
              </div>
            ),
        };
      })}
    />
  );
}

const ANSWER_FIELDS = [
  'concernedQuestions',
  'questions',
  'helps',
  'habits',
  'situations',
  'bodies',
  'nursings',
  'ambitions',
  'concerns',
  'original',
] as const satisfies readonly (keyof ProblemSummary)[];

/** The questionnaire's answers by page; pages the customer was not asked are left out. */
function AnswersView({ problem }: { problem: ProblemSummary }) {
  const answered = ANSWER_FIELDS.filter((field) => splitNames(problem[field]).length > 0);
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      items={answered.map((field) => ({
        key: field,
        label: t.answers[field],
        children: (
          <TagList
            names={splitNames(problem[field])}
            color={field === 'concernedQuestions' ? 'magenta' : undefined}
          />
        ),
      }))}
    />
  );
}

/**
 * Issue 17 #24: what the visit's consultation concluded — phase and scores, care steps,
 * recommended care and goods, and the questionnaire answers — read back from the record.
 * Parts the record does not carry (a visit without a questionnaire) are left out.
 */
export function ConsultationResults({ record }: { record: ScanRecord }) {
  const situation = SituationRecordSchema.safeParse(record.situation);
  const steps = CareStepsRecordSchema.safeParse(record.steps);
  const problem = ProblemSummarySchema.safeParse(record.problem);
  const recommend = record.recommend ? parseStoredRecommend(record.recommend) : null;
  const careNames = recommend?.care.flatMap((key) => careItem(key)?.name ?? []) ?? [];
  const goodsNames = recommend?.goods.map((item) => item.name) ?? [];
  const nothing =
    !situation.success && !steps.success && !problem.success && careNames.length === 0;
  if (nothing)
    return (
      <Section title={t.title}>
        <Typography.Text type="secondary">
          {record.scanType === 'PHOTO_ONLY' ? t.photoOnlyNone : t.none}
        </Typography.Text>
      </Section>
    );
  return (
    <>
      {situation.success && (
        <Section title={t.title}>
          <ScoresView situation={situation.data} />
        </Section>
      )}
      {steps.success && (
        <Section title={t.steps}>
          <StepsView steps={steps.data} />
        </Section>
      )}
      {(careNames.length > 0 || goodsNames.length > 0) && (
        <Section title={t.recommend}>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              {
                key: 'care',
                label: t.care,
                children: <TagList names={careNames} color="magenta" />,
              },
              { key: 'goods', label: t.goods, children: <TagList names={goodsNames} /> },
            ]}
          />
        </Section>
      )}
      {problem.success && (
        <Section title={t.answersTitle}>
          <AnswersView problem={problem.data} />
        </Section>
      )}
    </>
  );
}
