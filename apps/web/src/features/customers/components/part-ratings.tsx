import { QuestionCircleOutlined } from '@ant-design/icons';
import { Rate, Tooltip, Typography } from 'antd';
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
 * A measured rating shows as stars (graded from the measured values, issue 17 #9; more stars =
 * better, as everywhere else, said by the legend under them: issue 29 #8); one that
 * nothing measured reads 未测 with a tooltip saying why — light sensitivity always (two
 * microscope photos cannot show the skin's reaction to sunlight), the others until the part's
 * photos are analysed — never a made-up number.
 */
export function PartRatingsView({ ratings }: { ratings: PartRatings }) {
  return (
    <div className="customers-ratings">
      <Typography.Text type="secondary" className="customers-ratings-legend">
        {t.starsLegend}
      </Typography.Text>
      {PART_RATING_KEYS.map((key) => {
        const value = ratings[key];
        const label = t.ratings[key];
        return (
          <div key={key} className="customers-rating">
            <Typography.Text>{label}</Typography.Text>
            {typeof value === 'number' ? (
              <Rate disabled value={value} aria-label={t.stars(label, value)} />
            ) : (
              <Tooltip title={key === 'sunresponse' ? t.sunNotMeasured : t.notAnalysed}>
                <Typography.Text
                  type="secondary"
                  className="customers-not-measured"
                  aria-label={`${label} ${t.notMeasured}`}
                  tabIndex={0}
                >
                  {t.notMeasured} <QuestionCircleOutlined aria-hidden />
                </Typography.Text>
              </Tooltip>
            )}
          </div>
        );
      })}
    </div>
  );
}
