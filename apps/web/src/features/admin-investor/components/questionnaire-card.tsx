import { INVESTOR_CATEGORIES, INVESTOR_STEPS, questionnaireTexts } from '@handlowo/contract';
import {
  Alert,
  Box,
  Button,
  Center,
  Collapse,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useInvestorQuestionnaire } from '../api/get-investor-questionnaire.ts';
import { detailTexts as t } from '../lib/detail-texts.ts';

/** The steps of each category, numbered 1–8 as the tracker counts them. */
const categories = INVESTOR_CATEGORIES.reduce<{ title: string; steps: number[] }[]>(
  (list, category) => {
    const first = list.reduce((n, c) => n + c.steps.length, 0) + 1;
    list.push({ title: category.title, steps: category.steps.map((_, i) => first + i) });
    return list;
  },
  [],
);

function Answers({ investorId }: { investorId: number }) {
  const questionnaire = useInvestorQuestionnaire(investorId);
  if (questionnaire.isError) {
    return (
      <Alert color="red" variant="light" title={t.questionnaireError}>
        <Button variant="default" size="xs" mt="xs" onClick={() => questionnaire.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  }
  if (!questionnaire.data) {
    return (
      <Center role="status" aria-label={t.questionnaireLoading}>
        <Loader size="sm" />
      </Center>
    );
  }
  const { answers, answeredSteps } = questionnaire.data;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t.answeredSteps(answeredSteps, INVESTOR_STEPS)}
      </Text>
      {categories.map((category) => (
        <Stack key={category.title} gap={4}>
          <Title order={3} size="h6">
            {category.title}
          </Title>
          {/* A <dl> may hold only <dt>/<dd> groups wrapped in a <div>. */}
          <Box component="dl" m={0}>
            {answers
              .filter((answer) => category.steps.includes(answer.step))
              .map((answer) => (
                <Box key={answer.key} py={6}>
                  <Text component="dt" size="xs" c="dimmed">
                    {answer.label}
                  </Text>
                  <Text
                    component="dd"
                    m={0}
                    size="sm"
                    fw={answer.value ? 500 : undefined}
                    c={answer.value ? undefined : 'dimmed'}
                    style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                  >
                    {answer.value ?? questionnaireTexts.noAnswer}
                  </Text>
                  {answer.detail ? (
                    <Text
                      component="dd"
                      m={0}
                      size="xs"
                      c="dimmed"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {answer.detail}
                    </Text>
                  ) : null}
                </Box>
              ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * 'Ankieta' (issue 27): the investor's answers to the eight onboarding steps, for the admin who
 * picks freelancers for them. Folded at first; the answers load when it is opened.
 */
export function QuestionnaireCard({ investorId }: { investorId: number }) {
  const [opened, setOpened] = useState(false);
  const panel = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4">
        <UnstyledButton
          aria-expanded={opened}
          aria-controls={panel}
          onClick={() => setOpened((open) => !open)}
          w="100%"
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <span>Ankieta</span>
            <IconChevronDown
              size={18}
              aria-hidden
              style={{
                transform: opened ? 'rotate(180deg)' : undefined,
                transition: 'transform 150ms',
              }}
            />
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse expanded={opened}>
        <Box id={panel} pt="md">
          {opened ? <Answers investorId={investorId} /> : null}
        </Box>
      </Collapse>
    </Paper>
  );
}
