import { Flex, Form, Select } from 'antd';
import { facePartName } from '@skinscope/domain';
import { PART_OPTIONS } from '../lib/protocol-options';
import { zhCN } from '../locale';

const t = zhCN.protocol;

/** Split-face: for each treated part, the untreated part on the other side of her face. */
export function ControlPartsField({ parts }: { parts: readonly string[] }) {
  if (parts.length === 0) return null;
  return (
    <Form.Item label={t.controlParts} extra={t.controlPartsHint} required>
      <Flex vertical gap={8}>
        {parts.map((part, index) => (
          <Form.Item
            key={part}
            name={['controlParts', index]}
            noStyle={false}
            style={{ margin: 0 }}
          >
            <Select
              aria-label={t.controlFor(facePartName(part) ?? part)}
              prefix={`${facePartName(part) ?? part} →`}
              options={PART_OPTIONS.filter((option) => !parts.includes(option.value))}
              placeholder={t.partsPlaceholder}
              style={{ maxWidth: 320 }}
            />
          </Form.Item>
        ))}
      </Flex>
    </Form.Item>
  );
}

/** The mirror of a part (左颧骨 ↔ 右颧骨); the midline parts (下巴, 眉心) have none. */
export function mirrorPart(part: string): string | undefined {
  if (part.startsWith('z')) return `y${part.slice(1)}`;
  if (part.startsWith('y')) return `z${part.slice(1)}`;
  return undefined;
}
