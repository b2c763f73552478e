import { DELETED_ACCOUNT_NAME, type Order, type OrderActivity } from '@handlowo/contract';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OfferStateLine } from '@/components/orders/offer-state-line.tsx';
import { paths } from '@/config/paths.ts';
import { serviceAmount, serviceDateRange, servicePeriod } from '@/lib/order-texts.ts';
import { formatScore, fullName, detailTexts as t } from '../lib/detail-texts.ts';
import { PersonLine } from './person-line.tsx';
import { ScoreStars } from './score-stars.tsx';

const wrap = { overflowWrap: 'anywhere' } as const;

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Text size="sm" style={wrap}>
      <Text span size="sm" c="dimmed">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/**
 * One service of an order: its scope and dates, the assigned freelancer (a link to the profile)
 * with the freelancer's answer to the offer (issue 25: waiting, accepted, or declined with the
 * reason, until the order is realised), and what the admin can do with it in the order's
 * status: assign or change the freelancer in
 * Weryfikacja (disabled in Nowe, `lockedHintId` says why), rate it once the order is realised.
 * A realised service whose freelancer deleted their account shows 'Konto usunięte' instead.
 */
export function ServiceItem({
  order,
  service,
  lockedHintId,
  onAssign,
  onRate,
}: {
  order: Order;
  service: OrderActivity;
  lockedHintId: string;
  onAssign: () => void;
  onRate: () => void;
}) {
  const { freelancer } = service;
  const status = order.orderStatus;
  const canAssign = status === 'NEW' || status === 'VERYFICATION';
  // A realised service loses its freelancer only when they deleted their account (issue 12):
  // nobody is left to assign or to rate.
  const deletedFreelancer = status === 'REALIZED' && freelancer === null;
  const assignLabel = freelancer ? 'Zmień freelancera' : 'Przypisz freelancera';
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Title order={4} size="h5" style={wrap}>
          {service.name}
        </Title>
        <Stack gap={0}>
          <Detail label="Ilość">{serviceAmount(service.amount)}</Detail>
          <Detail label="Okres">{servicePeriod(service.period)}</Detail>
          <Detail label="Termin">{serviceDateRange(service)}</Detail>
        </Stack>
        {service.description ? (
          <Text size="sm" c="dimmed" style={{ ...wrap, whiteSpace: 'pre-line' }}>
            {service.description}
          </Text>
        ) : null}
        {freelancer ? (
          <PersonLine
            fullName={fullName(freelancer)}
            pictureData={freelancer.userAvatar?.pictureData ?? null}
            name={
              <Anchor component={Link} to={paths.freelancer.profileById.to(freelancer.id)}>
                {fullName(freelancer)}
              </Anchor>
            }
          >
            <Text size="xs" c="dimmed">
              Freelancer
            </Text>
          </PersonLine>
        ) : deletedFreelancer ? (
          <Detail label="Freelancer">{DELETED_ACCOUNT_NAME}</Detail>
        ) : (
          <Text size="sm" c="dimmed">
            {t.noFreelancer}
          </Text>
        )}
        {status === 'REALIZED' ? null : <OfferStateLine service={service} />}
        {canAssign ? (
          <Group>
            <Button
              variant="light"
              size="sm"
              disabled={status === 'NEW'}
              aria-describedby={status === 'NEW' ? lockedHintId : undefined}
              aria-label={`${assignLabel}: ${service.name}`}
              aria-haspopup="dialog"
              onClick={onAssign}
            >
              {assignLabel}
            </Button>
          </Group>
        ) : null}
        {status === 'REALIZED' && service.score === null && !deletedFreelancer ? (
          <Group>
            <Button
              size="sm"
              aria-label={`Oceń zlecenie: ${service.name}`}
              aria-haspopup="dialog"
              onClick={onRate}
            >
              Oceń zlecenie
            </Button>
          </Group>
        ) : null}
        {status === 'REALIZED' && service.score !== null ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Ocena usługi:
            </Text>
            <ScoreStars value={service.score} />
            <Text size="sm" fw={600}>
              {formatScore(service.score)}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
