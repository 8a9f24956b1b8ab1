import { Flex, Select, Typography } from 'antd';
import { ENDPOINT_OPTIONS } from '../lib/protocol-options';

interface EndpointSelectProps {
  multiple?: boolean;
  placeholder: string;
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  id?: string;
}

/** An endpoint: every dimension, those no study may take disabled with the domain's reason. */
export function EndpointSelect({ multiple, ...props }: EndpointSelectProps) {
  return (
    <Select
      {...props}
      mode={multiple ? 'multiple' : undefined}
      maxCount={multiple ? 4 : undefined}
      options={ENDPOINT_OPTIONS.map(({ value, label, disabled }) => ({ value, label, disabled }))}
      optionRender={(option) => {
        const reason = ENDPOINT_OPTIONS.find((o) => o.value === option.value)?.reason;
        return (
          <Flex justify="space-between" gap={12}>
            {option.label}
            {reason && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {reason}
              </Typography.Text>
            )}
          </Flex>
        );
      }}
    />
  );
}
