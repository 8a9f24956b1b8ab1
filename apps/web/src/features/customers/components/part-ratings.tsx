import { Rate, Typography } from 'antd';
import { zhCN } from '../locale';

const t = zhCN.customers.report;

/** Spec §3 partImageRecord: the seven per-part ratings, each out of five stars. */
const PART_RATING_KEYS = [
  'oil',
  'dry',
  'middle',
  'sensity',
  'patch',
  'wrinkle',
  'sunresponse',
] as const;
type PartRatingKey = (typeof PART_RATING_KEYS)[number];
export type PartRatings = Partial<Record<PartRatingKey, number | null>>;

/**
 * A measured rating shows as stars; one that was never measured (no analysis of the part yet,
 * or light sensitivity, which two microscope photos cannot measure) reads '/', never a made-up
 * number.
 */
export function PartRatingsView({ ratings }: { ratings: PartRatings }) {
  return (
    <div className="customers-ratings">
      {PART_RATING_KEYS.map((key) => {
        const value = ratings[key];
        const label = t.ratings[key];
        return (
          <div key={key} className="customers-rating">
            <Typography.Text>{label}</Typography.Text>
            {typeof value === 'number' ? (
              <Rate disabled allowHalf value={value} aria-label={`${label} ${value}`} />
            ) : (
              <Typography.Text type="secondary" aria-label={`${label} ${zhCN.customers.none}`}>
                {zhCN.customers.none}
              </Typography.Text>
            )}
          </div>
        );
      })}
    </div>
  );
}
