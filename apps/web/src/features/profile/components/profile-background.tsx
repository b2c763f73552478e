import { ActionIcon, Box, Skeleton } from '@mantine/core';
import { IconPhotoEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { backgroundQueryOptions } from '../api/get-background.ts';
import { asPicture, renditionWidths } from '../api/shown-picture.ts';
import { openBackgroundModal } from '../edit-media/index.ts';
import { useLoggedError } from '../lib/log-error.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import classes from './profile-top.module.css';

/** The stored background's height (its width is `renditionWidths.background.large`). */
const BACKGROUND_HEIGHT = 250;

/** The background picture (1320x250), a brand gradient when there is none; owner edits it. */
export function ProfileBackground({
  freelancerId,
  isOwner,
}: {
  freelancerId: number;
  isOwner: boolean;
}) {
  const background = useQuery(backgroundQueryOptions(freelancerId));
  useLoggedError('zdjęcie w tle', background.error);
  const picture = background.data ?? null;
  return (
    <Box className={classes.background}>
      {background.isPending ? (
        <Skeleton h="100%" radius={0} />
      ) : picture ? (
        // The page's largest picture at its top (its LCP): fetched first; width and height give
        // the ratio before it loads (the box keeps it too).
        <img
          className={classes.backgroundImage}
          src={picture.src}
          srcSet={picture.srcSet}
          // At most the shell's container (Mantine `lg`, 1140 px) wide.
          sizes="(min-width: 71.25em) 1140px, 100vw"
          width={renditionWidths.background.large}
          height={BACKGROUND_HEIGHT}
          fetchPriority="high"
          decoding="async"
          alt="Zdjęcie w tle"
        />
      ) : null}
      {isOwner && !background.isPending ? (
        <ActionIcon
          className={classes.backgroundEdit}
          variant="default"
          size="lg"
          aria-label={profileModalTitles.background}
          onClick={() =>
            openBackgroundModal({ freelancerId, current: picture && asPicture(picture) })
          }
        >
          <IconPhotoEdit size={18} stroke={1.7} aria-hidden />
        </ActionIcon>
      ) : null}
    </Box>
  );
}
