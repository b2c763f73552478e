import { type SalesTool, toolKindLabel, toolLabel } from '@handlowo/contract';
import { Paper, Stack, Text } from '@mantine/core';
import { ToolMark } from './tool-mark.tsx';

/** One tool of the carousel: its mark, its name and its kind's label. */
export function ToolCard({ tool }: { tool: SalesTool }) {
  return (
    <Paper withBorder radius="md" px={6} py="sm" h="100%">
      <Stack gap={6} align="center" ta="center">
        <ToolMark toolName={tool.toolName} kind={tool.kind} />
        <Text fw={600} size="sm" lh={1.25} style={{ overflowWrap: 'break-word', maxWidth: '100%' }}>
          {toolLabel(tool.toolName)}
        </Text>
        <Text size="xs" c="dimmed" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
          {toolKindLabel(tool.kind)}
        </Text>
      </Stack>
    </Paper>
  );
}
