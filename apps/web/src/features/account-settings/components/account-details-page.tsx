import type { FreelancerData, InvestorData } from '@handlowo/contract';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { DetailsForm } from './details-form.tsx';
import { EmailChangeForm } from './email-change-form.tsx';

/**
 * 'Edycja danych' of freelancers and investors (issue 25): the details, the e-mail, and the way
 * to 'Zmień hasło' (an investor's wide top bar has no room for it next to this link).
 */
export function AccountDetailsPage({ me }: { me: FreelancerData | InvestorData }) {
  const phone = me.role === 'INVESTOR' ? me.phone : undefined;
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        Edycja danych
      </Title>
      <DetailsForm
        initial={{ firstName: me.firstName, lastName: me.lastName, company: me.company, phone }}
      />
      <EmailChangeForm currentEmail={me.email} />
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" gap="md">
          <Text size="sm">Hasło zmienisz na osobnym ekranie.</Text>
          <Button
            component={Link}
            to={paths.account.password}
            variant="light"
            leftSection={<IconKey size={16} aria-hidden />}
          >
            Zmień hasło
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
