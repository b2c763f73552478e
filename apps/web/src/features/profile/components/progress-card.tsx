import { Button, Group, List, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { completenessQueryOptions } from '../api/get-completeness.ts';
import { useLoggedError } from '../lib/log-error.ts';

const TITLE = 'Osiągnij wyższy poziom widoczności dla klientów';
/** The heaviest missing parts shown at first; the rest behind a button. */
const MISSING_SHOWN_FIRST = 3;

/** Owner only: how complete the profile is and what is still missing (D3 details [P]). */
export function ProgressCard() {
  const completeness = useQuery(completenessQueryOptions());
  const [expanded, setExpanded] = useState(false);
  useLoggedError('postęp profilu', completeness.error);
  if (completeness.isError) return null;
  const data = completeness.data;
  const missing = data?.missing ?? [];
  const shown = expanded ? missing : missing.slice(0, MISSING_SHOWN_FIRST);
  const rest = missing.length - shown.length;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text fw={700} id="profile-progress-title">
          {TITLE}
        </Text>
        {data ? (
          <>
            <Group gap="sm" wrap="nowrap">
              <Progress
                value={data.progress}
                flex={1}
                size="lg"
                aria-label="Postęp uzupełnienia profilu"
              />
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {data.progress} / 100%
              </Text>
            </Group>
            {missing.length > 0 ? (
              <div>
                <Text size="sm" c="dimmed">
                  Uzupełnij:
                </Text>
                <List size="sm" spacing={2}>
                  {shown.map((part) => (
                    <List.Item key={part.part}>{part.label}</List.Item>
                  ))}
                </List>
                {rest > 0 ? (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    px={0}
                    onClick={() => setExpanded(true)}
                  >
                    Pokaż wszystkie (+{rest})
                  </Button>
                ) : null}
              </div>
            ) : null}
          </>
        ) : (
          <Skeleton h={16} />
        )}
      </Stack>
    </Paper>
  );
}
