import type { ProgressVisit } from '@skinscope/contracts';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { careRadarOption } from '../lib/chart-options';
import { progressText as t } from '../locale';
import { LazyChart } from '../../../components/chart/lazy-chart';

/**
 * The eight care dimensions as each visit stored them (the questionnaire's scores moved by that
 * visit's measurements, issue 19 #6) as a radar, one polygon per visit; the two compared visits
 * are on, the others in the legend.
 */
export function CareRadar({
  visits,
  labels,
  pair,
}: {
  visits: readonly ProgressVisit[];
  labels: Map<number, string>;
  pair: [number, number];
}) {
  const option = useMemo(() => careRadarOption(visits, labels, pair), [visits, labels, pair]);
  const any = visits.some((visit) => visit.careScores.length > 0);
  return (
    <section className="progress-section" aria-label={t.careTitle}>
      <Typography.Title level={5}>{t.careTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.careHint}</Typography.Paragraph>
      {any ? (
        <LazyChart option={option} height={340} label={t.careTitle} />
      ) : (
        <Typography.Text type="secondary">{t.noCare}</Typography.Text>
      )}
    </section>
  );
}
