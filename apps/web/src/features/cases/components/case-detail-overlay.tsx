import type { ExampleCase } from '@skinscope/contracts';
import { Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { zhCN } from '../locale';
import { formatDate } from '../../../lib/format-date';
import { CaseImage } from './case-image';
import { CaseTags } from './case-tags';

const t = zhCN.cases.detail;

/**
 * Spec §2 example/excellent: the case's photo fullscreen with the products used, the efficacy
 * points and the description; a click anywhere (or Esc) closes it.
 */
export function CaseDetailOverlay({ item, onClose }: { item: ExampleCase; onClose: () => void }) {
  const overlay = useRef<HTMLDivElement>(null);
  useEffect(() => {
    overlay.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      ref={overlay}
      className="cases-detail"
      role="dialog"
      aria-modal="true"
      aria-label={t.label}
      tabIndex={-1}
      onClick={onClose}
    >
      <div className="cases-detail-photo">
        <CaseImage src={item.imgUrl} alt={zhCN.cases.excellent.imageAlt} />
      </div>
      <aside className="cases-detail-info">
        <section>
          <Typography.Title level={5}>{t.products}</Typography.Title>
          <CaseTags names={item.products} kind="products" />
        </section>
        <section>
          <Typography.Title level={5}>{t.cares}</Typography.Title>
          <CaseTags names={item.cares} kind="cares" />
        </section>
        <section>
          <Typography.Title level={5}>{t.description}</Typography.Title>
          <Typography.Paragraph className="cases-detail-description">
            {item.description}
          </Typography.Paragraph>
        </section>
        <Typography.Text type="secondary">
          {zhCN.cases.excellent.uploader(item.userName)} · {formatDate(item.created)}
        </Typography.Text>
        <Typography.Text type="secondary" className="cases-detail-hint">
          {t.closeHint}
        </Typography.Text>
      </aside>
    </div>
  );
}
