import { ActionIcon, Box, Skeleton } from '@mantine/core';
import { IconPhotoEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { backgroundQueryOptions } from '../api/get-background.ts';
import { openBackgroundModal } from '../edit-media/index.ts';
import { useLoggedError } from '../lib/log-error.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import classes from './profile-top.module.css';

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
        <img className={classes.backgroundImage} src={picture.pictureData} alt="Zdjęcie w tle" />
      ) : null}
      {isOwner && !background.isPending ? (
        <ActionIcon
          className={classes.backgroundEdit}
          variant="default"
          size="lg"
          aria-label={profileModalTitles.background}
          onClick={() => openBackgroundModal({ freelancerId, current: picture })}
        >
          <IconPhotoEdit size={18} stroke={1.7} aria-hidden />
        </ActionIcon>
      ) : null}
    </Box>
  );
}
