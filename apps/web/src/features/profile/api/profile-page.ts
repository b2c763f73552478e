import type { PortfolioItem, ProfilePage, Review } from '@handlowo/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import { statesQueryOptions } from '../edit-details/api/location.ts';
import {
  incomeGoalsQueryOptions,
  typesOfSalesQueryOptions,
  workingHoursQueryOptions,
} from './dictionaries.ts';
import { avatarKeys, profileKeys, profilePageKey } from './profile-keys.ts';
import { fromLinks, renditionWidths } from './shown-picture.ts';

/**
 * [P] GET /freelancer/{id}/profile-page (issue 30): every section read of the page in one
 * answer. The api client hands over the request the HTML's early-fetch script already started for
 * this path (lib/prefetched.ts), so a first load asks only once.
 */
export function getProfilePage(id: number): Promise<ProfilePage> {
  return api.get<ProfilePage>(`/freelancer/${id}/profile-page`);
}

/**
 * Puts each section of the answer into the cache of its own read, under the same key, so the
 * sections render without asking; a save later refetches them from their own endpoints. The
 * aggregate's pictures are URLs where the section reads send data URLs: the sections only use
 * `pictureData` and `authorPictureData` as an image source, which the URL of the same rendition
 * is too (D33?size=small: the thumbnail; D37: the author's small avatar).
 */
export function seedProfilePage(client: QueryClient, id: number, page: ProfilePage): void {
  const set = <T>(key: readonly unknown[], data: T) => client.setQueryData(key, data);
  if (page.freelancer) set(profileKeys.freelancer(id), page.freelancer);
  set(profileKeys.bar(id), page.bar);
  // The caller's own progress (a key without an id): answered to the owner only.
  if (page.completeness) set(profileKeys.completeness(), page.completeness);
  set(avatarKeys.of(id, 'full'), page.avatar && fromLinks(page.avatar, renditionWidths.avatar));
  set(
    profileKeys.background(id),
    page.background && fromLinks(page.background, renditionWidths.background),
  );
  set(profileKeys.about(id), page.about);
  set(profileKeys.certificates(id), page.certificates);
  set(profileKeys.tools(id), page.tools);
  set(profileKeys.services(id), page.services);
  set(profileKeys.videos(id), page.videos);
  set<PortfolioItem[]>(
    profileKeys.portfolio(id),
    page.portfolio.map((item) => ({ ...item, pictureData: item.thumbnailUrl })),
  );
  set<Review[]>(
    profileKeys.reviews(id),
    page.reviews.map(({ authorPictureUrl, ...review }) => ({
      ...review,
      authorPictureData: authorPictureUrl,
    })),
  );
  set(profileKeys.reviewCategories(id), page.reviewCategories);
  set(profileKeys.reviewDistribution(id), page.reviewDistribution);
  set(profileKeys.experience(id), page.experience);
  set(profileKeys.education(id), page.education);
  const { workingHours, incomeGoals, typesOfSales, states } = page.dictionaries;
  set(workingHoursQueryOptions().queryKey, workingHours);
  set(incomeGoalsQueryOptions().queryKey, incomeGoals);
  set(typesOfSalesQueryOptions().queryKey, typesOfSales);
  set(statesQueryOptions().queryKey, states);
}

/**
 * The aggregate as a query of its own: it resolves once the sections' caches are seeded. Its data
 * is only a marker; the sections read their own keys.
 */
export function profilePageQueryOptions(id: number) {
  return queryOptions({
    queryKey: profilePageKey(id),
    queryFn: async ({ client }) => {
      seedProfilePage(client, id, await getProfilePage(id));
      return true;
    },
  });
}

/**
 * Loads the profile page of freelancer `id` in one call. `sectionsMayLoad` is false while its
 * first answer since the page mounted is on its way: the page holds its own reads (and so the
 * sections) until then, so that they find their caches seeded instead of asking. A failed answer
 * lets them ask as before, unless it was a refusal (404 for an unknown or hidden id, 403 for a
 * lost session), which they would get too: `error` tells the page.
 */
export function useProfilePage(id: number, enabled: boolean) {
  const page = useQuery({ ...profilePageQueryOptions(id), enabled });
  const waiting = enabled && page.isFetching && !page.isFetchedAfterMount;
  const refused =
    page.error instanceof ApiError && page.error.status >= 400 && page.error.status < 500;
  return { sectionsMayLoad: !waiting && !refused, error: page.error };
}
