import { type AssignableFreelancer, avatarSource, experienceLevel } from '@handlowo/contract';
import { Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { paths } from '@/config/paths.ts';
import { FitBadges } from './fit-badges.tsx';
import { FitReasons, FitScoreRing } from './fit-score.tsx';
import { PersonAvatar } from './person-avatar.tsx';

export interface FreelancerRowProps {
  freelancer: AssignableFreelancer;
  current: boolean;
  saving: boolean;
  disabled: boolean;
  onAssign: (freelancer: AssignableFreelancer) => void;
}

/**
 * One freelancer of the assignable list: who they are ('Nowy na platformie', the client's choice),
 * the fit score with its reasons (folded, opened by a button that says whether it is open), the
 * profile in a new tab and 'Przypisz', which asks for a confirmation first.
 */
export function FreelancerRow({
  freelancer,
  current,
  saving,
  disabled,
  onAssign,
}: FreelancerRowProps) {
  const [open, { toggle }] = useDisclosure(false);
  const reasonsId = useId();
  const name = `${freelancer.firstName} ${freelancer.lastName}`;
  const { fit } = freelancer;

  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="sm" wrap="nowrap" align="flex-start" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
          <PersonAvatar pictureData={avatarSource(freelancer.userAvatar)} name={name} />
          <Stack gap={2} miw={0}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {freelancer.company ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {freelancer.company}
              </Text>
            ) : null}
            {freelancer.experienceLevel ? (
              <Text size="sm" c="dimmed">
                Doświadczenie: {experienceLevel.labels[freelancer.experienceLevel]}
              </Text>
            ) : null}
            {current ? (
              <Badge variant="light" color="teal" mt={4}>
                Obecny freelancer
              </Badge>
            ) : null}
            {fit ? <FitBadges fit={fit} /> : null}
          </Stack>
        </Group>
        {fit ? <FitScoreRing score={fit.score} /> : null}
      </Group>

      <Group gap="xs" mt="sm" justify="flex-end">
        {fit && fit.reasons.length > 0 ? (
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={open}
            aria-controls={reasonsId}
            aria-label={`${open ? 'Ukryj' : 'Pokaż'} uzasadnienie: ${name}`}
            onClick={toggle}
            rightSection={
              <IconChevronDown
                size={14}
                aria-hidden
                style={{ transform: open ? 'rotate(180deg)' : undefined }}
              />
            }
          >
            {open ? 'Ukryj' : 'Pokaż'} uzasadnienie
          </Button>
        ) : null}
        <Button
          component="a"
          href={paths.freelancer.profileById.to(freelancer.id)}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size="xs"
          aria-label={`Zobacz profil: ${name} (otwiera się w nowej karcie)`}
          rightSection={<IconExternalLink size={14} aria-hidden />}
        >
          Zobacz profil
        </Button>
        {current ? null : (
          <Button
            size="xs"
            aria-label={`Przypisz ${name}`}
            loading={saving}
            disabled={disabled}
            onClick={() => onAssign(freelancer)}
          >
            Przypisz
          </Button>
        )}
      </Group>

      {fit ? (
        <Collapse expanded={open} id={reasonsId}>
          <Paper bg="gray.0" p="sm" mt="sm" radius="sm">
            <FitReasons reasons={fit.reasons} />
          </Paper>
        </Collapse>
      ) : null}
    </Paper>
  );
}
