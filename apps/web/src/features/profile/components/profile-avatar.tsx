import { Avatar, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconCameraPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { profileAvatarQueryOptions } from '../api/get-avatar.ts';
import { asPicture } from '../api/shown-picture.ts';
import { openAvatarModal } from '../edit-media/index.ts';
import { useLoggedError } from '../lib/log-error.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import classes from './profile-top.module.css';

const AVATAR_SIZE = 112;

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toLocaleUpperCase('pl-PL');
}

/**
 * The avatar, or the initials when there is none. The owner clicks it to edit; an empty avatar
 * invites with 'Dodaj awatar' (spec document 2 section 2).
 */
export function ProfileAvatar({
  userId,
  firstName,
  lastName,
  isOwner,
}: {
  userId: number;
  firstName: string;
  lastName: string;
  isOwner: boolean;
}) {
  const avatar = useQuery(profileAvatarQueryOptions(userId));
  useLoggedError('awatar', avatar.error);
  const picture = avatar.data ?? null;
  const name = `${firstName} ${lastName}`.trim();

  if (avatar.isPending) {
    return <Skeleton circle w={AVATAR_SIZE} h={AVATAR_SIZE} className={classes.avatar} />;
  }
  const image = (
    <Avatar
      className={classes.avatar}
      src={picture?.src ?? null}
      // Both renditions by URL when the page's one read brought them: the browser picks one for
      // the size and density; width and height keep the box while it loads.
      imageProps={{
        srcSet: picture?.srcSet,
        sizes: `${AVATAR_SIZE}px`,
        width: AVATAR_SIZE,
        height: AVATAR_SIZE,
      }}
      // Inside the owner's button the button names it; for a visitor the picture names itself.
      alt={isOwner ? '' : `Awatar: ${name}`}
      size={AVATAR_SIZE}
      radius="50%"
      color="brand"
      variant="filled"
    >
      {isOwner ? (
        <IconCameraPlus size={36} stroke={1.5} aria-hidden />
      ) : (
        <span aria-hidden>{initialsOf(firstName, lastName)}</span>
      )}
    </Avatar>
  );
  if (!isOwner) return image;
  // Filled: the picture is the button ('Edytuj awatar'). Empty: the visible 'Dodaj awatar' names
  // it (an aria-label differing from visible text fails WCAG 2.5.3).
  return (
    <UnstyledButton
      className={classes.avatarButton}
      aria-label={picture ? profileModalTitles.avatar : undefined}
      onClick={() => openAvatarModal({ userId, current: picture && asPicture(picture) })}
    >
      {image}
      {picture ? null : (
        <Text span size="sm" fw={600} c="brand.7">
          Dodaj awatar
        </Text>
      )}
    </UnstyledButton>
  );
}
