import { type Activity, messages } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AsyncContent } from '@/features/onboarding/shared/components/async-content.tsx';
import { StepActions } from '@/features/onboarding/shared/components/step-actions.tsx';
import { StepForm } from '@/features/onboarding/shared/components/step-form.tsx';
import { useOnboardingStepper } from '@/features/onboarding/shared/stepper/onboarding-stepper.tsx';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useActivities } from '../api/get-activities.ts';
import { type RatedActivity, useUpdateActivities } from '../api/update-activities.ts';
import { ActivityRatingRow } from '../components/activity-rating-row.tsx';
import type { FreelancerStepProps } from '../types.ts';

/** Level per activity id; 0 (or missing) = not rated. Every level may be 0. */
const activitiesStepSchema = z.object({
  levels: z.record(z.string(), z.number().int().min(0).max(5)),
});
type ActivitiesStepValues = z.infer<typeof activitiesStepSchema>;

function ratedInCatalogueOrder(catalogue: Activity[], levels: Record<string, number>) {
  return catalogue.flatMap((activity): RatedActivity[] => {
    const level = levels[String(activity.id)] ?? 0;
    return level > 0 ? [{ activityId: activity.id, level }] : [];
  });
}

/** Step 9: rate the services the freelancer offers; nothing rated just moves on (B15, B16). */
export function ActivitiesStep({ data }: FreelancerStepProps) {
  const { next } = useOnboardingStepper();
  const activities = useActivities();
  const save = useUpdateActivities();
  const form = useForm<ActivitiesStepValues>({
    resolver: zodResolver(activitiesStepSchema),
    defaultValues: {
      levels: Object.fromEntries(
        data.selectedActivities.map((activity) => [String(activity.activityId), activity.level]),
      ),
    },
  });
  const { field } = useController({ control: form.control, name: 'levels' });

  const onSubmit = form.handleSubmit(({ levels }) => {
    const rated = ratedInCatalogueOrder(activities.data ?? [], levels);
    if (rated.length === 0) {
      next();
      return;
    }
    save.mutate(rated, { onSuccess: next });
  });

  return (
    <StepForm onSubmit={onSubmit} busy={save.isPending}>
      <Alert variant="light" color="blue" icon={<IconBulb />} mb="md">
        {messages.activitiesHint}
      </Alert>
      <AsyncContent query={activities}>
        {(list) => (
          <Stack gap="sm">
            {list.map((activity) => (
              <ActivityRatingRow
                key={activity.id}
                activity={activity}
                level={field.value[String(activity.id)] ?? 0}
                onChange={(level) => field.onChange({ ...field.value, [activity.id]: level })}
              />
            ))}
          </Stack>
        )}
      </AsyncContent>
      <StepActions
        disabled={activities.isPending}
        submitting={save.isPending}
        error={save.isError ? errorMessageOf(save.error) : null}
      />
    </StepForm>
  );
}
