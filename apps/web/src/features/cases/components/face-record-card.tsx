import { CalendarOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { FACE_SEARCH_PHOTO_LIMIT } from '@skinscope/contracts';
import type { FaceSearchResult } from '@skinscope/contracts';
import { Card, Typography } from 'antd';
import { zhCN } from '../locale';
import { formatDate } from '../../../lib/format-date';
import { CaseImage } from './case-image';

const t = zhCN.cases.face;
const NONE = '/';

/**
 * Spec §2 example/face result: customer name, store, operator, detection date (yyyy-MM-dd) and
 * at most the first 10 photos; the whole card opens the member's detail.
 */
export function FaceRecordCard({
  result,
  onOpen,
}: {
  result: FaceSearchResult;
  onOpen: () => void;
}) {
  const photos = result.scan.photos.slice(0, FACE_SEARCH_PHOTO_LIMIT);
  return (
    <Card
      className="cases-face-card"
      styles={{
        body: { display: 'flex', alignItems: 'center', gap: 20, padding: '16px 20px' },
      }}
      hoverable
      role="link"
      tabIndex={0}
      aria-label={t.open(result.customerName)}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onOpen();
      }}
    >
      <div className="cases-face-card-info">
        <Typography.Title level={5} className="cases-face-card-name">
          {result.customerName}
        </Typography.Title>
        <Typography.Text type="secondary">
          <ShopOutlined aria-hidden /> {t.store}：{result.storeName || NONE}
        </Typography.Text>
        <Typography.Text type="secondary">
          <UserOutlined aria-hidden /> {t.operator}：{result.recUserName || NONE}
        </Typography.Text>
        <Typography.Text type="secondary">
          <CalendarOutlined aria-hidden /> {t.date}：{formatDate(result.created)}
        </Typography.Text>
      </div>
      <div className="cases-face-card-photos">
        {photos.length === 0 ? (
          <Typography.Text type="secondary">{t.noPhotos}</Typography.Text>
        ) : (
          photos.map((photo, index) => (
            <CaseImage
              key={`${photo.url}-${index}`}
              className="cases-face-photo"
              src={photo.url}
              alt={t.photoAlt(index + 1)}
            />
          ))
        )}
      </div>
    </Card>
  );
}
