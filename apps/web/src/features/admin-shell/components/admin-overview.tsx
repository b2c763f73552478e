import type { Stats } from '@handlowo/contract';
import {
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBriefcase,
  IconBuildingStore,
  IconUserEdit,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useUser } from '@/features/auth/api/get-me.ts';
import { type PluralForms, pluralForm } from '@/lib/plural.ts';
import { useStats } from '../api/get-stats.ts';
import { freelancerForms, investorForms, orderForms } from '../lib/counted-nouns.ts';
import { JobQueueCard } from './job-queue-card.tsx';
import { StatValue } from './stat-value.tsx';

interface CounterCardProps {
  title: string;
  icon: ReactNode;
  counter: keyof Stats;
  forms: PluralForms;
  /** What the count means, after the noun ('na platformie'). */
  children: ReactNode;
  link?: { to: string; label: string };
}

function CounterCard({ title, icon, counter, forms, children, link }: CounterCardProps) {
  const stats = useStats();
  const value = stats.data?.[counter];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        <div>
          <StatValue stats={stats} value={value} />
          {value !== undefined && (
            <Text size="sm" c="dimmed">
              {pluralForm(value, forms)} na platformie
            </Text>
          )}
        </div>
        <Text size="sm" style={{ flexGrow: 1 }}>
          {children}
        </Text>
        {link && (
          <Anchor component={Link} to={link.to} fw={600} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              {link.label}
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /admin "Pulpit" (ours: the spec's panel is empty): the three counters with the way to their
 * tables (the order queue since issue 27), the job queue (issue 24), and the shortcut to the
 * account.
 */
export function AdminOverview() {
  const { data: user } = useUser();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Pulpit
        </Title>
        <Text c="dimmed">{user?.firstName ? `Witaj, ${user.firstName}!` : 'Witaj!'}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <CounterCard
          title="Zlecenia"
          icon={<IconBriefcase size={20} />}
          counter="orderCount"
          forms={orderForms}
          link={{ to: paths.admin.orders, label: 'Przejdź do zleceń' }}
        >
          Kolejka wszystkich zleceń: nowe, bez opiekuna i czekające najdłużej, z przejściem do
          szczegółów inwestora.
        </CounterCard>
        <CounterCard
          title="Inwestorzy"
          icon={<IconBuildingStore size={20} />}
          counter="investorCount"
          forms={investorForms}
          link={{ to: paths.admin.investors, label: 'Przejdź do inwestorów' }}
        >
          Wyszukuj inwestorów, sprawdzaj ich dane, produkty i zlecenia.
        </CounterCard>
        <CounterCard
          title="Freelancerzy"
          icon={<IconUsers size={20} />}
          counter="freelancerCount"
          forms={freelancerForms}
          link={{ to: paths.admin.freelancers, label: 'Przejdź do freelancerów' }}
        >
          Wyszukuj freelancerów i przeglądaj ich profile.
        </CounterCard>
      </SimpleGrid>
      <JobQueueCard />
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Twoje konto">
        <Group justify="space-between" gap="md">
          <div>
            <Title order={2} size="h4">
              Twoje konto
            </Title>
            {user?.email && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                Zalogowano jako <strong>{user.email}</strong>
              </Text>
            )}
            <Text size="sm" c="dimmed">
              Zmień zdjęcie, imię, nazwisko, e-mail lub hasło i zarządzaj administratorami.
            </Text>
          </div>
          <Button
            component={Link}
            to={paths.admin.editData}
            variant="light"
            leftSection={<IconUserEdit size={16} aria-hidden />}
          >
            Edycja danych
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
