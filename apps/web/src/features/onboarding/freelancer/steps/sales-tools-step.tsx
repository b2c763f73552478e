import { messages, toolLabel } from '@handlowo/contract';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { MultiChoiceStep } from '@/features/onboarding/shared/components/multi-choice-step.tsx';
import { CheckCard } from '@/features/onboarding/shared/components/option-card.tsx';
import {
  NoSearchResults,
  SearchField,
} from '@/features/onboarding/shared/components/search-field.tsx';
import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { finishOnboarding } from '../api/finish-onboarding.ts';
import { useTools } from '../api/get-tools.ts';
import { updateTools } from '../api/update-tools.ts';
import { SelectionSummary } from '../components/selection-summary.tsx';
import { ToolLogo } from '../components/tool-logo.tsx';
import { groupToolsByKind } from '../lib/group-tools.ts';
import type { FreelancerStepProps } from '../types.ts';

const salesToolsStepSchema = z.array(z.number()).min(1, messages.salesToolsRequired);

/**
 * The tools (B18), then the onboarding marked passed (B19), as one save: the step shows one
 * pending state and whichever error stopped it, and ['me'] is reloaded once, after both (the
 * guard then already sees `isOnboardingPassed`).
 */
function useSaveToolsAndFinish() {
  return useAnswerMutation(async (toolIds: number[]) => {
    await updateTools(toolIds);
    await finishOnboarding();
  });
}

/**
 * Step 10: the sales tools, grouped by kind, at least one. Finishing saves the tools (B18), marks
 * the onboarding passed (B19) and reloads the user; the wizard then opens the profile.
 */
export function SalesToolsStep({ data }: FreelancerStepProps) {
  const tools = useTools();
  const save = useSaveToolsAndFinish();
  const [query, setQuery] = useState('');

  return (
    <MultiChoiceStep
      schema={salesToolsStepSchema}
      saved={data.salesTools.map((tool) => tool.id)}
      save={save}
      submitLabel="Zakończ i przejdź do panelu"
    >
      {(choice) => (
        <AsyncContent query={tools}>
          {(list) => {
            const groups = groupToolsByKind(list, query);
            return (
              <Stack gap="lg">
                <SelectionSummary
                  picked={choice.picked}
                  items={list}
                  nameOf={(tool) => toolLabel(tool.toolName)}
                />
                <SearchField
                  placeholder="Wpisz nazwę narzędzia"
                  value={query}
                  onChange={setQuery}
                />
                {groups.length === 0 ? <NoSearchResults /> : null}
                {groups.map((group) => (
                  <section key={group.kind} aria-label={group.label}>
                    <Title order={2} size="h5" mb="xs">
                      {group.label}
                    </Title>
                    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
                      {group.tools.map((tool) => (
                        <CheckCard
                          key={tool.id}
                          title={toolLabel(tool.toolName)}
                          icon={<ToolLogo toolName={tool.toolName} />}
                          {...choice.cardProps(tool.id)}
                        />
                      ))}
                    </SimpleGrid>
                  </section>
                ))}
              </Stack>
            );
          }}
        </AsyncContent>
      )}
    </MultiChoiceStep>
  );
}
