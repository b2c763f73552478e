import type { PortfolioItem } from '@handlowo/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { upload } from '@/lib/upload.ts';
import { profileKeys } from '../../api/profile-keys.ts';
import type { UploadControls } from '../../edit-media/api/media-api.ts';

/**
 * D33 GET /freelancer/{id}/portfolios?size=small: `pictureData` is then the thumbnail (light
 * for the carousel); the gallery loads the full pictures from `pictureUrl`.
 */
export function getPortfolio(freelancerId: number): Promise<PortfolioItem[]> {
  return api.get<PortfolioItem[]>(`/freelancer/${freelancerId}/portfolios?size=small`);
}

export function portfolioQueryOptions(freelancerId: number) {
  return queryOptions({
    queryKey: profileKeys.portfolio(freelancerId),
    queryFn: () => getPortfolio(freelancerId),
  });
}

export interface NewPortfolioItem {
  picture: File;
  title: string;
  info: string;
}

/** D34 POST /freelancer/portfolios, multipart: the texts first, then the picture (not cropped). */
export function addPortfolioItem(
  { picture, title, info }: NewPortfolioItem,
  controls: UploadControls,
) {
  const form = new FormData();
  form.append('title', title);
  form.append('info', info);
  form.append('picture', picture, picture.name);
  return upload<PortfolioItem>('/freelancer/portfolios', form, { ...controls, method: 'POST' });
}

/** D35 PATCH /freelancer/portfolios: the title and comment; the picture stays. */
export function updatePortfolioItem(body: { pictureId: number; title: string; info: string }) {
  return api.patch<null>('/freelancer/portfolios', body);
}

/** D36 DELETE /portfolio/{pictureId}. */
export function deletePortfolioItem(pictureId: number) {
  return api.delete<null>(`/portfolio/${pictureId}`);
}
