import type { FreelancerPage } from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import {
  type AvatarDelivery,
  type PictureFiles,
  withUserAvatars,
} from '../../media/picture-data-urls.ts';
import { type FreelancerListQuery, findFreelancerPage } from './freelancer-list.repository.ts';

/**
 * F4, F5: the page, then each distinct small avatar of it read once from the media storage, or
 * only its address when the client asked for pictures by URL.
 */
export async function getFreelancerPage(
  context: PictureFiles & { db: Database; avatars: AvatarDelivery },
  query: FreelancerListQuery,
): Promise<FreelancerPage> {
  const { content, ...page } = await findFreelancerPage(context.db, query);
  return { ...page, content: await withUserAvatars(context, content, context.avatars) };
}
