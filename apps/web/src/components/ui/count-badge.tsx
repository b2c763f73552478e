import { Badge } from '@mantine/core';

/**
 * The red unread count on a top-bar icon (the bell, 'Wiadomości'): over the icon's corner, hidden
 * from assistive technology (the icon's name says the number), nothing when zero.
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge
      size="xs"
      color="red"
      aria-hidden
      pos="absolute"
      top={-4}
      right={-6}
      px={4}
      style={{ pointerEvents: 'none' }}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
