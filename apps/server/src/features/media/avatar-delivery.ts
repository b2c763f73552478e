import type { PicturesAs } from '@handlowo/contract';
import type { Config } from '../../config/config.ts';
import { fileUrlBase } from './file-url.ts';
import type { AvatarDelivery } from './picture-data-urls.ts';

/** A list's `?pictures=` as what `withUserAvatars` does: read the files, or name their URLs. */
export const avatarDelivery = (
  pictures: PicturesAs,
  config: Pick<Config, 'publicUrl' | 'publicUrlConfigured'>,
): AvatarDelivery =>
  pictures === 'url' ? { as: 'url', base: fileUrlBase(config) } : { as: 'data' };
