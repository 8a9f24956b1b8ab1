import { FACE_PARTS } from '@skinscope/domain';
import { Radio, Tooltip } from 'antd';
import { zhCN } from '../locale';

const t = zhCN.capture;

/** The 14 face parts as one radio group; parts photographed in another step are not offered. */
export function PartPicker(props: {
  value: string | null;
  onChange: (part: string) => void;
  /** Parts taken by the other steps of this visit. */
  taken?: readonly string[];
}) {
  const taken = new Set(props.taken ?? []);
  return (
    <div className="part-picker">
      <span className="part-picker-label" id="part-picker-label">
        {t.partLabel}
      </span>
      <Radio.Group
        aria-labelledby="part-picker-label"
        className="part-picker-options"
        optionType="button"
        buttonStyle="solid"
        value={props.value}
        onChange={(event) => props.onChange(String(event.target.value))}
      >
        {FACE_PARTS.map((part) =>
          taken.has(part.key) ? (
            <Tooltip key={part.key} title={t.partTaken}>
              <Radio.Button value={part.key} disabled className="part-picker-option">
                {part.name}
              </Radio.Button>
            </Tooltip>
          ) : (
            <Radio.Button key={part.key} value={part.key} className="part-picker-option">
              {part.name}
            </Radio.Button>
          ),
        )}
      </Radio.Group>
    </div>
  );
}
