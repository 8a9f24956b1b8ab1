import type { CareOutcomes, OutcomeHorizonsView } from '@skinscope/contracts';
import { DETECT_DIMENSION_LABELS } from '@skinscope/domain';
import { Typography } from 'antd';
import { useCareOutcomes } from '../api/care-outcomes';
import { zhCN } from '../locale';

const t = zhCN.consultation.outcomes;

type Figures = NonNullable<OutcomeHorizonsView[number]['dimensions'][number]['figures']>;

/** A change in whole points, signed: +3, 0, −2. */
const points = (value: number) => {
  const whole = Math.round(value);
  return whole > 0 ? `+${whole}` : whole < 0 ? `−${-whole}` : '0';
};

/** The dimension and horizon with the highest share improved; the earlier horizon on a tie. */
function bestOf(horizons: OutcomeHorizonsView) {
  let best: { weeks: number; dimension: string; n: number; figures: Figures } | undefined;
  for (const { weeks, dimensions } of horizons)
    for (const { dimension, n, figures } of dimensions)
      if (figures && (!best || figures.improved > best.figures.improved))
        best = { weeks, dimension, n, figures };
  return best;
}

/** The most customers any dimension counted: what 样本不足 says she is waiting for. */
const mostCounted = (horizons: OutcomeHorizonsView) =>
  Math.max(0, ...horizons.flatMap(({ dimensions }) => dimensions.map(({ n }) => n)));

/**
 * The store's figures where it has enough, else the company's, else the store's n: the share
 * improved beyond the band, and how much the change itself varied (median and quartiles).
 */
function linesOf(outcomes: CareOutcomes, kind: OutcomeKind): [string, string?] {
  const scopes = [
    ...(outcomes.store ? [{ name: t.store(outcomes.days), horizons: outcomes.store }] : []),
    { name: t.company(outcomes.days), horizons: outcomes.company },
  ];
  for (const { name, horizons } of scopes) {
    const best = bestOf(horizons);
    if (best) {
      const { improved, median, q1, q3 } = best.figures;
      return [
        t.improved(
          name,
          t.what[kind],
          Math.round(improved * 100),
          DETECT_DIMENSION_LABELS[best.dimension as keyof typeof DETECT_DIMENSION_LABELS],
          best.weeks,
          best.n,
        ),
        t.spread(points(median), points(q1), points(q3)),
      ];
    }
  }
  const [first] = scopes;
  return [t.tooFew(first!.name, mostCounted(first!.horizons), outcomes.minCustomers)];
}

/** A care item of the catalogue or a goods product: what the line calls it. */
type OutcomeKind = keyof typeof t.what;

/**
 * Issue 33 #5, beside a recommended care or product: how the customers recommended it fared,
 * one quiet line with the observational caveat. Nothing while it loads, on an error or in
 * 顾客模式.
 */
export function CareOutcomeLine({ care, kind = 'care' }: { care: string; kind?: OutcomeKind }) {
  const { data } = useCareOutcomes(care);
  if (!data) return null;
  const [line, spread] = linesOf(data, kind);
  return (
    <div className="care-outcome">
      <Typography.Text type="secondary">{line}</Typography.Text>
      {spread && (
        <Typography.Text type="secondary" className="care-outcome-spread">
          {spread}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" className="care-outcome-caveat">
        {t.caveat}
      </Typography.Text>
    </div>
  );
}
