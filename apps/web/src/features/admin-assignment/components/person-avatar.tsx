import { Avatar } from '@mantine/core';

/**
 * A list row's picture (the small rendition) or initials. Decorative: the name beside it says
 * who it is. One filled brand colour, not Mantine's per-name palette, whose light shades (orange
 * on cream) fail the 4.5:1 contrast of the initials.
 */
export function PersonAvatar({ pictureData, name }: { pictureData: string | null; name: string }) {
  return (
    <Avatar
      src={pictureData}
      alt=""
      name={name}
      color="brand"
      variant="filled"
      radius="xl"
      aria-hidden
    />
  );
}
