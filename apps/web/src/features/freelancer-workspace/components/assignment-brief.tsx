import { type AssignmentBrief, offerState } from '@handlowo/contract';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { StarRating } from '@/components/ui/star-rating.tsx';
import { paths } from '@/config/paths.ts';
import { OrderConversationSection } from '@/features/messages/index.ts';
import { polishDate, serviceAmount, servicePeriod } from '@/lib/order-texts.ts';
import { workspaceTexts as t } from '../lib/workspace-texts.ts';
import { groupBadge } from './assignment-card.tsx';
import { BriefProducts } from './brief-products.tsx';
import { Fact } from './fact.tsx';
import { GuardianContact } from './guardian-contact.tsx';
import { OfferActions } from './offer-actions.tsx';

/** 'YYYY-MM-DD' as '1 marca 2027' (a calendar date: read in local time, never shifted). */
function calendarDate(value: string): string {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return polishDate(new Date(year, month - 1, day));
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The brief of one service, as an agency would send it: the job, its terms and dates, the funnel
 * stage, the investor and what they sell, whom to ask, and the review once it is over.
 */
export function AssignmentBriefView({ brief }: { brief: AssignmentBrief }) {
  const navigate = useNavigate();
  const badge = groupBadge[brief.group];
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.freelancer.orders} size="sm">
        {t.backToOrders}
      </Anchor>
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {brief.name}
          </Title>
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t.orderLine(brief.order.investorOrderNumber, brief.investor.company)}
        </Text>
      </Stack>
      {brief.group === 'OFFERED' ? (
        <OfferActions
          assignment={brief}
          onDeclined={() => navigate(paths.freelancer.orders, { replace: true })}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Block title="Usługa">
          <Fact label="Ilość" value={serviceAmount(brief.amount)} />
          <Fact label="Okres" value={servicePeriod(brief.period)} />
          <Fact label="Początek" value={calendarDate(brief.startDate)} />
          <Fact label="Koniec" value={calendarDate(brief.endDate)} />
          <Fact label="Status zlecenia" value={brief.order.statusDescription} />
          <Fact label="Twoja odpowiedź" value={offerState.labels[brief.offerState]} />
          <Fact label="Zadanie" value={brief.mainTaskDescription} />
          <Fact label="Opis inwestora" value={brief.description} />
        </Block>
        <Block title="Etap lejka sprzedażowego">
          {brief.pipeline ? (
            <>
              <Text fw={500}>{brief.pipeline.name}</Text>
              <Text size="sm">{brief.pipeline.description}</Text>
            </>
          ) : (
            <Text c="dimmed">Inwestor nie wybrał jeszcze etapu.</Text>
          )}
        </Block>
        <Block title="Firma inwestora">
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {brief.investor.company ?? 'Nie podano nazwy firmy'}
          </Text>
          {brief.investor.companySiteUrl ? (
            <Anchor
              href={brief.investor.companySiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {brief.investor.companySiteUrl}
            </Anchor>
          ) : null}
          <Fact label="O firmie" value={brief.investor.companyDescription ?? ''} />
        </Block>
        <Block title="Opiekun zlecenia">
          {brief.guardian ? (
            <GuardianContact guardian={brief.guardian} />
          ) : (
            <Text c="dimmed">Zlecenie nie ma jeszcze opiekuna.</Text>
          )}
        </Block>
      </SimpleGrid>
      <Block title="Produkty">
        <BriefProducts products={brief.products} />
      </Block>
      {/* Issue 26: the order's conversation with the investor, the guardian and the team. */}
      <OrderConversationSection orderId={brief.order.id} />
      {brief.review ? (
        <Block title="Opinia">
          <Text size="sm" fw={500}>
            {`${brief.review.authorFirstName} ${brief.review.authorLastName} · ${polishDate(new Date(brief.review.date))}`}
          </Text>
          <StarRating value={brief.review.score} fractions={4} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {brief.review.text}
          </Text>
        </Block>
      ) : null}
    </Stack>
  );
}
