import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { nameWrap } from '@/components/ui/name-wrap.ts';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { titles } from '@/config/titles.ts';
import { useUser } from '@/features/auth/api/get-me.ts';

/** The freelancer's welcome before the onboarding questionnaire. */
export default function FreelancerOnboardingStartRoute() {
  const { data: user } = useUser();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={640} mx="auto" mt="xl">
      <PageTitle title={titles.freelancer.onboardingStart} />
      <Stack gap="lg" align="flex-start">
        {/* h2's size on a phone: 'Witaj, Anna Brzęczyszczykiewicz!' wraps between words there. */}
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }} maw="100%" style={nameWrap}>
          {name ? `Witaj, ${name}!` : 'Witaj!'}
        </Title>
        <Text>
          Zanim zaczniesz przyjmować zlecenia, odpowiedz na kilka pytań o swoje doświadczenie,
          dostępność, branże i umiejętności. Na ich podstawie przygotujemy Twój profil.
        </Text>
        <Button
          component={Link}
          to={paths.freelancer.onboarding}
          size="md"
          rightSection={<IconArrowRight size={18} />}
        >
          Zaczynajmy
        </Button>
      </Stack>
    </Paper>
  );
}
