import type { FreelancerData } from '@handlowo/contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { typesOfSalesQueryOptions } from '../api/dictionaries.ts';
import { openDetailModal } from '../lib/detail-modals.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import { NONE } from './info-block.tsx';
import { OwnerEditButton } from './owner-edit-button.tsx';

/** Spec document 2 section 9: lists show 10 items first, then 'Rozwiń wszystkie (+n)'. */
export const SECTORS_SHOWN_FIRST = 10;

/** The 'Sektory' block: the type of sales and the sectors, edited together by the owner. */
export function SectorsCard({
  freelancer,
  isOwner,
}: {
  freelancer: FreelancerData;
  isOwner: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const typesOfSales = useQuery(typesOfSalesQueryOptions());
  const typeOfSales = typesOfSales.data?.find((t) => t.typeOfSales === freelancer.typeOfSales);
  const { sectors } = freelancer;
  const shown = expanded ? sectors : sectors.slice(0, SECTORS_SHOWN_FIRST);
  const rest = sectors.length - shown.length;

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="profile-sectors-heading"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id="profile-sectors-heading">
            Sektory
          </Title>
          {isOwner ? (
            <OwnerEditButton
              label={profileModalTitles.sectors}
              onClick={() => openDetailModal('openSectorsModal', { freelancer })}
            />
          ) : null}
        </Group>
        {typeOfSales ? (
          <Text size="sm">
            <Text span size="sm" c="dimmed">
              Rodzaj sprzedaży:{' '}
            </Text>
            {typeOfSales.description}
          </Text>
        ) : null}
        {sectors.length > 0 ? (
          <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((sector) => (
              <li key={sector.id} style={{ maxWidth: '100%' }}>
                <Badge variant="light" tt="none" maw="100%" title={sector.description}>
                  {sector.name}
                </Badge>
              </li>
            ))}
          </Group>
        ) : (
          <Text size="sm">{NONE}</Text>
        )}
        {rest > 0 ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setExpanded(true)}
            w="fit-content"
          >
            Rozwiń wszystkie (+{rest})
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
