import { FAILED_JOBS_DAYS, type FailedJob } from '@handlowo/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconListCheck, IconRefresh } from '@tabler/icons-react';
import { format } from 'date-fns';
import { pl } from 'date-fns/locale';
import { errorMessageOf } from '@/lib/api-error.ts';
import { counted, type PluralForms } from '@/lib/plural.ts';
import { useJobQueue } from '../api/get-job-queue.ts';
import { useRetryJob } from '../api/retry-job.ts';

const jobForms: PluralForms = { one: 'zadanie', few: 'zadania', many: 'zadań' };
const attemptForms: PluralForms = { one: 'próba', few: 'próby', many: 'prób' };

function FailedJobRow({ job }: { job: FailedJob }) {
  const retry = useRetryJob();
  const failedAt = format(new Date(job.failedAt), "d MMMM yyyy 'o' HH:mm", { locale: pl });
  return (
    <Card withBorder radius="sm" padding="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Text fw={600} size="sm">
              {job.label}
            </Text>
            {job.subject && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {job.subject}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {failedAt} · {counted(job.attempts, attemptForms)}
            </Text>
          </div>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={retry.isPending}
            onClick={() => retry.mutate(job.id)}
            aria-label={`Ponów: ${job.label}${job.subject ? `, ${job.subject}` : ''}`}
          >
            Ponów
          </Button>
        </Group>
        {job.lastError && (
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {job.lastError}
          </Code>
        )}
        {retry.isError && (
          <Text size="sm" c="red.7" role="alert">
            {errorMessageOf(retry.error)}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The job queue on the Pulpit (issue 24): e-mails and clean-ups run after the request that caused
 * them, retried for half a day; what still waits, what failed for good this week with its last
 * error, and a retry per failed job.
 */
export function JobQueueCard() {
  const queue = useJobQueue();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Kolejka zadań">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            <IconListCheck size={20} />
          </ThemeIcon>
          <Title order={2} size="h4">
            Kolejka zadań
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          E-maile i porządki wykonują się w tle; nieudane próby są ponawiane przez około 15 godzin.
        </Text>
        {queue.isPending && <Loader size="sm" aria-label="Ładowanie" />}
        {queue.isError && (
          <Alert color="red" role="alert">
            {errorMessageOf(queue.error)}
          </Alert>
        )}
        {queue.data && (
          <>
            {/* Size md: at lg the second label needed 283 px of a phone's 275 and was cut
                (issue 28's check of cut labels). */}
            <Group gap="xs">
              <Badge variant="light" size="md">
                Oczekujące: {queue.data.waiting}
              </Badge>
              <Badge variant="light" color={queue.data.failedCount > 0 ? 'red' : 'gray'} size="md">
                Nieudane w ostatnich {FAILED_JOBS_DAYS} dniach: {queue.data.failedCount}
              </Badge>
            </Group>
            {queue.data.failed.length === 0 ? (
              <Text size="sm">Brak nieudanych zadań w ostatnich {FAILED_JOBS_DAYS} dniach.</Text>
            ) : (
              <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {queue.data.failed.map((job) => (
                  <FailedJobRow key={job.id} job={job} />
                ))}
              </Stack>
            )}
            {queue.data.failedCount > queue.data.failed.length && (
              <Text size="xs" c="dimmed">
                Pokazano {counted(queue.data.failed.length, jobForms)} z {queue.data.failedCount},
                najnowsze.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
