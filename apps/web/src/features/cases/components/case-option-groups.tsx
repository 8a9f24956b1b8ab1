import { Checkbox, Typography } from 'antd';
import { useId } from 'react';
import { zhCN } from '../locale';
import { CARE_OPTIONS, PRODUCT_OPTIONS } from '../lib/case-options';

const t = zhCN.cases;

function OptionGroup(props: {
  label: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const labelId = useId();
  return (
    <div className="cases-option-group" role="group" aria-labelledby={labelId}>
      <Typography.Text strong id={labelId} className="cases-option-label">
        {props.label}
      </Typography.Text>
      <Checkbox.Group
        className="cases-option-boxes"
        options={[...props.options]}
        value={[...props.value]}
        onChange={(value) => props.onChange(value.map(String))}
      />
    </div>
  );
}

export interface CaseSelection {
  products: readonly string[];
  cares: readonly string[];
}

/**
 * The two lists of every case screen, with the spec's label swap (lib/case-options.ts):
 * 护理项目 ticks product names (`products`), 功效点 ticks care-effect names (`cares`).
 */
export function CaseOptionGroups({
  value,
  onChange,
}: {
  value: CaseSelection;
  onChange: (value: CaseSelection) => void;
}) {
  return (
    <div className="cases-option-groups">
      <OptionGroup
        label={t.productsLabel}
        options={PRODUCT_OPTIONS}
        value={value.products}
        onChange={(products) => onChange({ ...value, products })}
      />
      <OptionGroup
        label={t.caresLabel}
        options={CARE_OPTIONS}
        value={value.cares}
        onChange={(cares) => onChange({ ...value, cares })}
      />
    </div>
  );
}
