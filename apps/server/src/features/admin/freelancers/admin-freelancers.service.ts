import type { FreelancerPage } from '@handlowo/contract';
import type { Database } from '../../../db/client.ts';
import { type PictureFiles, withUserAvatars } from '../../media/picture-data-urls.ts';
import { type FreelancerListQuery, findFreelancerPage } from './freelancer-list.repository.ts';

/** F4, F5: the page, then each distinct small avatar of it read once from the media storage. */
export async function getFreelancerPage(
  context: PictureFiles & { db: Database },
  query: FreelancerListQuery,
): Promise<FreelancerPage> {
  const { content, ...page } = await findFreelancerPage(context.db, query);
  return { ...page, content: await withUserAvatars(context, content) };
}
