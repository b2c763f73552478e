import { useAnswerMutation } from '@/features/onboarding/shared/lib/use-answer-mutation.ts';
import { api } from '@/lib/api-client.ts';

export interface RatedActivity {
  activityId: number;
  level: number;
}

/** B16: the rated activities (level 1–5) in display order; replaces the whole set. */
export function updateActivities(activities: RatedActivity[]): Promise<null> {
  return api.patch<null>('/freelancer/me/activities', activities);
}

export function useUpdateActivities() {
  return useAnswerMutation(updateActivities);
}
