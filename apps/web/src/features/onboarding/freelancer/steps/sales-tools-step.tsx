import { messages, type SalesTool } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { CheckCard } from '@/features/onboarding/shared/components/check-card.tsx';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import { toggleInOrder } from '@/features/onboarding/shared/lib/searchable-list.ts';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useFinishOnboarding } from '../api/finish-onboarding.ts';
import { useTools } from '../api/get-tools.ts';
import { useUpdateTools } from '../api/update-tools.ts';
import { SelectionSummary } from '../components/selection-summary.tsx';
import { ToolLogo } from '../components/tool-logo.tsx';
import { groupToolsByKind } from '../lib/group-tools.ts';
import type { FreelancerStepProps } from '../types.ts';

const salesToolsStepSchema = z.object({
  toolIds: z.array(z.number()).min(1, messages.salesToolsRequired),
});
type SalesToolsStepValues = z.infer<typeof salesToolsStepSchema>;

/**
 * Step 10: the sales tools, grouped by kind, at least one. Finishing saves the tools (B18), marks
 * the onboarding passed (B19) and reloads the user; the wizard then opens the profile.
 */
export function SalesToolsStep({ data }: FreelancerStepProps) {
  const { next } = useOnboardingStepper();
  const tools = useTools();
  const saveTools = useUpdateTools();
  const finish = useFinishOnboarding();
  const [query, setQuery] = useState('');
  const form = useForm<SalesToolsStepValues>({
    resolver: zodResolver(salesToolsStepSchema),
    defaultValues: { toolIds: data.salesTools.map((tool) => tool.id) },
  });
  const { field, fieldState } = useController({ control: form.control, name: 'toolIds' });

  const onSubmit = form.handleSubmit(async ({ toolIds }) => {
    try {
      await saveTools.mutateAsync(toolIds);
      await finish.mutateAsync();
      next();
    } catch {
      // The failed mutation keeps its error; StepActions shows it.
    }
  });

  const failed = saveTools.error ?? finish.error;
  const namesOf = (list: SalesTool[]) =>
    field.value.flatMap((id) => list.find((tool) => tool.id === id)?.toolName ?? []);

  return (
    <StepForm onSubmit={onSubmit} busy={saveTools.isPending || finish.isPending}>
      <AsyncContent query={tools}>
        {(list) => {
          const groups = groupToolsByKind(list, query);
          return (
            <Stack gap="lg">
              <SelectionSummary names={namesOf(list)} />
              <TextInput
                label="Szukaj"
                placeholder="Wpisz nazwę narzędzia"
                leftSection={<IconSearch size={16} />}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault();
                }}
              />
              {groups.length === 0 ? (
                <Text c="dimmed" ta="center" py="md">
                  Brak wyników wyszukiwania
                </Text>
              ) : null}
              {groups.map((group) => (
                <section key={group.kind} aria-label={group.label}>
                  <Title order={2} size="h5" mb="xs">
                    {group.label}
                  </Title>
                  <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
                    {group.tools.map((tool) => (
                      <CheckCard
                        key={tool.id}
                        title={tool.toolName}
                        icon={<ToolLogo toolName={tool.toolName} />}
                        checked={field.value.includes(tool.id)}
                        onChange={() => field.onChange(toggleInOrder(field.value, tool.id))}
                      />
                    ))}
                  </SimpleGrid>
                </section>
              ))}
            </Stack>
          );
        }}
      </AsyncContent>
      {fieldState.error ? <Input.Error mt="sm">{fieldState.error.message}</Input.Error> : null}
      <StepActions
        label="Zakończ i przejdź do panelu"
        submitting={saveTools.isPending || finish.isPending}
        error={failed ? errorMessageOf(failed) : null}
      />
    </StepForm>
  );
}
