import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBulb, IconListCheck } from '@tabler/icons-react';
import { type ComponentType, useId } from 'react';
import { FormErrorAlert } from '@/components/form/index.ts';
import { paths } from '@/config/paths.ts';
import { useToken } from '@/hooks/use-token.ts';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useMockLogin } from '../api/start-mock-session.ts';
import classes from './investor-start.module.css';

type Choice = {
  label: string;
  hint: string;
  to: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
};

const choices: Choice[] = [
  {
    label: 'Wiem jakiej usługi potrzebuję',
    hint: 'Od razu zdefiniujesz zlecenie: etap lejka sprzedażowego, usługi i produkty.',
    to: paths.investor.service,
    icon: IconListCheck,
  },
  {
    label: 'Nie wiem jak zdefiniować usługę',
    hint: 'Odpowiesz na kilka pytań o firmę i cele sprzedaży, a my pomożemy dobrać usługę.',
    to: paths.investor.onboarding,
    icon: IconBulb,
  },
];

/**
 * One option: the button is named by the title alone (what the card shows in bold) and described
 * by the hint; it covers the whole card, so a click anywhere on the card chooses the option.
 */
function ChoiceCard({
  choice: { label, hint, icon: Icon },
  disabled,
  onChoose,
}: {
  choice: Choice;
  disabled: boolean;
  onChoose: () => void;
}) {
  const hintId = useId();
  return (
    <Card withBorder radius="lg" padding="xl" h="100%" className={classes.card}>
      <Stack gap="md">
        <ThemeIcon size={48} radius="md" variant="light">
          <Icon size={26} stroke={1.6} />
        </ThemeIcon>
        <UnstyledButton
          onClick={onChoose}
          disabled={disabled}
          aria-describedby={hintId}
          className={classes.choice}
          fw={700}
          fz="lg"
          ta="left"
        >
          {label}
        </UnstyledButton>
        <Text c="dimmed" size="sm" id={hintId}>
          {hint}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * /investor/start: the investor's entry. When nobody is logged in, a temporary (mock) investor
 * session starts on the first choice, so that the next screens have a session to save into.
 */
export function InvestorStart({ onChoose }: { onChoose: (to: string) => void }) {
  const token = useToken();
  const mockLogin = useMockLogin();

  const choose = (to: string) => {
    if (token !== null) return onChoose(to);
    mockLogin.mutate(undefined, { onSuccess: () => onChoose(to) });
  };

  return (
    <Stack gap="xl" maw={880} mx="auto" mt="xl">
      <Title order={1} ta="center">
        Czy potrzebujesz pomocy w wyborze usługi?
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {choices.map((choice) => (
          <ChoiceCard
            key={choice.to}
            choice={choice}
            disabled={mockLogin.isPending}
            onChoose={() => choose(choice.to)}
          />
        ))}
      </SimpleGrid>
      <FormErrorAlert message={mockLogin.isError ? errorMessageOf(mockLogin.error) : null} />
    </Stack>
  );
}
