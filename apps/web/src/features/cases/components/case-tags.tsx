import { Tag } from 'antd';

/** Names of one list as tags; `limit` shows the first few and counts the rest. */
export function CaseTags({
  names,
  kind,
  limit,
}: {
  names: readonly string[];
  kind: 'products' | 'cares';
  limit?: number;
}) {
  const shown = limit === undefined ? names : names.slice(0, limit);
  const hidden = names.length - shown.length;
  return (
    <span className="cases-tags">
      {shown.map((name) => (
        <Tag key={name} variant="filled" color={kind === 'products' ? 'magenta' : 'cyan'}>
          {name}
        </Tag>
      ))}
      {hidden > 0 && <Tag variant="filled">+{hidden}</Tag>}
    </span>
  );
}
