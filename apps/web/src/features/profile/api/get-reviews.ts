import type { Review, ReviewCategoryScore, ReviewDistribution } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { profileKeys } from './profile-keys.ts';

/** D37 GET /opinions/freelancer/{id}: newest first. */
export function getReviews(id: number): Promise<Review[]> {
  return api.get<Review[]>(`/opinions/freelancer/${id}`);
}

/** D38 GET /opinions/freelancer/general/{id}: the four category averages. */
export function getReviewCategories(id: number): Promise<ReviewCategoryScore[]> {
  return api.get<ReviewCategoryScore[]>(`/opinions/freelancer/general/${id}`);
}

/** D39 GET /opinions/freelancer/distribution/{id}: five rows, 5 stars to 1. */
export function getReviewDistribution(id: number): Promise<ReviewDistribution[]> {
  return api.get<ReviewDistribution[]>(`/opinions/freelancer/distribution/${id}`);
}

export function reviewsQueryOptions(id: number) {
  return queryOptions({ queryKey: profileKeys.reviews(id), queryFn: () => getReviews(id) });
}

export function reviewCategoriesQueryOptions(id: number) {
  return queryOptions({
    queryKey: profileKeys.reviewCategories(id),
    queryFn: () => getReviewCategories(id),
  });
}

export function reviewDistributionQueryOptions(id: number) {
  return queryOptions({
    queryKey: profileKeys.reviewDistribution(id),
    queryFn: () => getReviewDistribution(id),
  });
}
