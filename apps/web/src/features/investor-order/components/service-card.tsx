import type { OrderActivity } from '@handlowo/contract';
import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { OfferStateLine } from '@/components/orders/offer-state-line.tsx';
import { paths } from '@/config/paths.ts';
import { serviceDateRange } from '@/lib/order-texts.ts';
import { fullName, NO_FREELANCER, serviceScope } from '../lib/order-texts.ts';
import { PersonLine } from './person-line.tsx';

/**
 * One service of the order: its scope and dates, the freelancer assigned to it (or none) and
 * whether they accepted it yet (issue 25).
 */
export function ServiceCard({ activity }: { activity: OrderActivity }) {
  const { freelancer } = activity;
  const name = freelancer ? fullName(freelancer) : '';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="li">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {activity.name}
        </Title>
        <Text size="sm">{serviceScope(activity)}</Text>
        <Text size="sm" c="dimmed">
          {serviceDateRange(activity)}
        </Text>
        <Divider my={4} />
        {freelancer ? (
          <PersonLine name={name} pictureData={freelancer.userAvatar?.pictureData ?? null}>
            <Anchor
              component={Link}
              to={paths.freelancer.profileById.to(freelancer.id)}
              size="sm"
              aria-label={`Zobacz profil: ${name}`}
            >
              Zobacz profil
            </Anchor>
          </PersonLine>
        ) : (
          <Text size="sm" c="dimmed">
            {NO_FREELANCER}
          </Text>
        )}
        {/* A declined service has no freelancer any more: the reason is for the admin. */}
        {activity.offerState === 'DECLINED' ? null : <OfferStateLine service={activity} />}
      </Stack>
    </Paper>
  );
}
