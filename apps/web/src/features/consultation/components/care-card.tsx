import type { CareItem } from '@skinscope/domain';
import { CareArt } from '../art/care-art';

/** A clickable care picture with its name; opens recommend/special for that care. */
export function CareCard({ item, onOpen }: { item: CareItem; onOpen: (key: string) => void }) {
  return (
    <button type="button" className="care-card" onClick={() => onOpen(item.key)}>
      <CareArt item={item} />
      <span className="care-card-name">{item.name}</span>
    </button>
  );
}
