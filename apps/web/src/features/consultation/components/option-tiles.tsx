import { CheckOutlined, StarFilled } from '@ant-design/icons';
import { MAIN_CONCERN_LEVEL } from '@skinscope/domain';
import type { OptionItem } from '@skinscope/domain';
import type { CSSProperties } from 'react';
import { zhCN } from '../locale';

/** multi: tap toggles; single: one choice (menses); promote: one main concern (condition2). */
export type TileMode = 'multi' | 'single' | 'promote';

interface OptionTilesProps {
  items: readonly OptionItem[];
  mode: TileMode;
  columns: number;
  label: string;
  isEnabled?: (item: OptionItem) => boolean;
  onTap: (key: number) => void;
}

function tileClass(item: OptionItem, chosen: boolean, enabled: boolean): string {
  const classes = ['option-tile'];
  if (item.level > 0) classes.push('option-tile-selected');
  if (chosen && item.level === MAIN_CONCERN_LEVEL) classes.push('option-tile-main');
  if (!enabled) classes.push('option-tile-disabled');
  return classes.join(' ');
}

/** The option tiles of a questionnaire page, laid out `columns` to a row. */
export function OptionTiles({ items, mode, columns, label, isEnabled, onTap }: OptionTilesProps) {
  const grouped = mode !== 'multi';
  const style = { '--option-columns': columns } as CSSProperties;
  return (
    <div
      className="option-tiles"
      style={style}
      role={grouped ? 'radiogroup' : 'group'}
      aria-label={label}
    >
      {items.map((item) => {
        const enabled = isEnabled?.(item) ?? true;
        const chosen = mode === 'promote' ? item.level === MAIN_CONCERN_LEVEL : item.level > 0;
        const state = grouped
          ? { role: 'radio', 'aria-checked': chosen }
          : { 'aria-pressed': chosen };
        return (
          <button
            key={item.key}
            type="button"
            className={tileClass(item, chosen, enabled)}
            disabled={!enabled}
            onClick={() => onTap(item.key)}
            {...state}
          >
            <span className="option-tile-mark" aria-hidden="true">
              {chosen && mode === 'promote' ? <StarFilled /> : item.level > 0 && <CheckOutlined />}
            </span>
            <span className="option-tile-name">{item.name}</span>
            {mode === 'promote' && chosen && (
              <span className="option-tile-badge">
                {zhCN.consultation.questionnaire.mainConcern}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
