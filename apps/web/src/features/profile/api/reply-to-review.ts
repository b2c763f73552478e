import { clientOpinionMessages, type OpinionReplyBody, type Review } from '@handlowo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { savingErrorText } from '@/lib/api-error.ts';
import { profileKeys } from './profile-keys.ts';

/** POST /freelancer/me/opinions/{opinionId}/reply (issue 27): the freelancer's one answer. */
export function replyToReview(reviewId: number, body: OpinionReplyBody): Promise<Review> {
  return api.post<Review>(`/freelancer/me/opinions/${reviewId}/reply`, body);
}

export const replyErrorText = savingErrorText(Object.values(clientOpinionMessages));

/** Resolves once D37 is fetched again, so the reply shows under the opinion. */
export function useReplyToReview(freelancerId: number, reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpinionReplyBody) => replyToReview(reviewId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.reviews(freelancerId) }),
  });
}
