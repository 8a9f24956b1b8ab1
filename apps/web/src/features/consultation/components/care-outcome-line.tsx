import type { CareOutcomes, OutcomeHorizonsView } from '@skinscope/contracts';
import { DETECT_DIMENSION_LABELS } from '@skinscope/domain';
import { Typography } from 'antd';
import { useCareOutcomes } from '../api/care-outcomes';
import { zhCN } from '../locale';

const t = zhCN.consultation.outcomes;

/** The dimension and horizon with the highest share improved; the earlier horizon on a tie. */
function bestOf(horizons: OutcomeHorizonsView) {
  let best: { weeks: number; dimension: string; improved: number; n: number } | undefined;
  for (const { weeks, dimensions } of horizons)
    for (const { dimension, n, figures } of dimensions)
      if (figures && (!best || figures.improved > best.improved))
        best = { weeks, dimension, improved: figures.improved, n };
  return best;
}

/** The most customers any dimension counted: what 样本不足 says she is waiting for. */
const mostCounted = (horizons: OutcomeHorizonsView) =>
  Math.max(0, ...horizons.flatMap(({ dimensions }) => dimensions.map(({ n }) => n)));

/** The store's figures where it has enough, else the company's, else the store's n. */
function lineOf(outcomes: CareOutcomes): string {
  const scopes = [
    ...(outcomes.store ? [{ name: t.store(outcomes.days), horizons: outcomes.store }] : []),
    { name: t.company(outcomes.days), horizons: outcomes.company },
  ];
  for (const { name, horizons } of scopes) {
    const best = bestOf(horizons);
    if (best)
      return t.improved(
        name,
        Math.round(best.improved * 100),
        DETECT_DIMENSION_LABELS[best.dimension as keyof typeof DETECT_DIMENSION_LABELS],
        best.weeks,
        best.n,
      );
  }
  const [first] = scopes;
  return t.tooFew(first!.name, mostCounted(first!.horizons), outcomes.minCustomers);
}

/**
 * Issue 33 #5, beside a recommended care: how the customers recommended it fared, one quiet
 * line with the observational caveat. Nothing while it loads, on an error or in 顾客模式.
 */
export function CareOutcomeLine({ care }: { care: string }) {
  const { data } = useCareOutcomes(care);
  if (!data) return null;
  return (
    <div className="care-outcome">
      <Typography.Text type="secondary">{lineOf(data)}</Typography.Text>
      <Typography.Text type="secondary" className="care-outcome-caveat">
        {t.caveat}
      </Typography.Text>
    </div>
  );
}
