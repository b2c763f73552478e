import { INVESTOR_STEPS, type InvestorData, investorProgress } from '@handlowo/contract';
import { Button, Grid, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconConfetti } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AnswersSummary } from './answers-summary.tsx';
import { MockInvestorRegistration } from './mock-investor-registration-form.tsx';

/**
 * /investor/onboarding/summary: thanks, the summary of needs and, for the temporary investor,
 * the registration form. A registered investor sees the summary only.
 */
export function OnboardingSummary({ data }: { data: InvestorData }) {
  // A finished questionnaire is not reopened (the guard sends it back here): the way back is
  // offered only while answers are missing.
  const unfinished = investorProgress(data) < INVESTOR_STEPS;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: data.isMock ? 7 : 12 }}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Group gap="md" mb="md" wrap="nowrap">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconConfetti size={28} />
            </ThemeIcon>
            <div>
              <Title order={1} size="h2">
                Dziękujemy za odpowiedzi!
              </Title>
              <Text c="dimmed">
                Na ich podstawie dobierzemy handlowców, którzy najlepiej poznają Twój rynek.
              </Text>
            </div>
          </Group>
          <Title order={2} size="h4" mt="lg" mb="sm">
            Podsumowanie Twoich potrzeb
          </Title>
          <AnswersSummary data={data} />
          <Group mt="xl" justify={unfinished ? 'space-between' : 'flex-end'}>
            {unfinished ? (
              <Button
                component={Link}
                to={paths.investor.onboarding}
                variant="subtle"
                leftSection={<IconArrowLeft size={18} />}
              >
                Wróć do ankiety
              </Button>
            ) : null}
            {/* The temporary investor may define the order first and register at its end. */}
            <Button
              component={Link}
              to={paths.investor.service}
              rightSection={<IconArrowRight size={18} />}
            >
              Przejdź do definiowania usług
            </Button>
          </Group>
        </Paper>
      </Grid.Col>
      {data.isMock ? (
        <Grid.Col span={{ base: 12, md: 5 }}>
          <MockInvestorRegistration />
        </Grid.Col>
      ) : null}
    </Grid>
  );
}
