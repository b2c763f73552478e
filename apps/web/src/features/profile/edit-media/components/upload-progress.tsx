import { Button, Group, Progress, Stack, Text } from '@mantine/core';

const LABEL = 'Postęp przesyłania';

/**
 * The running upload: the percent sent (from the upload itself, not a spinner) and 'Anuluj',
 * which stops it and leaves the modal open.
 */
export function UploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" id="upload-progress-label">
          Przesyłanie pliku…
        </Text>
        <Text size="sm" fw={600} aria-hidden>
          {percent}%
        </Text>
      </Group>
      <Progress value={percent} aria-label={LABEL} size="lg" transitionDuration={150} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Anuluj
        </Button>
      </Group>
    </Stack>
  );
}
