import { Text } from '@mantine/core';

/** 'Label: value' in a brief; nothing for an empty value. */
export function Fact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={500} size="sm">
        {`${label}: `}
      </Text>
      {value}
    </Text>
  );
}
