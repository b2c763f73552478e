import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIdleAfterMount } from '@/lib/when-idle.ts';
import { messagesTexts as t } from '../lib/texts.ts';
import type { ConversationThreadProps } from './conversation-thread.tsx';

// The thread (linkify, date-fns, the composer and its modals) loads with the first screen that
// shows one: the order screens that embed it do not carry it in their own chunk.
const Thread = lazy(() =>
  import('./conversation-thread.tsx').then((module) => ({ default: module.ConversationThread })),
);

function ThreadLoader() {
  return (
    <Center py="xl">
      <Loader size="sm" role="status" aria-label={t.loading} />
    </Center>
  );
}

/**
 * The conversation of an order, loaded on first use (see conversation-thread.tsx). `afterPaint`:
 * only once the browser is idle after the screen's first paint, for a thread below a screen's own
 * content (the order page's status is its largest paint; the thread's 40 kB and its messages'
 * read came before it on a phone's network).
 */
export function LazyConversationThread({
  afterPaint = false,
  ...props
}: ConversationThreadProps & { afterPaint?: boolean }) {
  const idle = useIdleAfterMount(afterPaint);
  if (!idle) return <ThreadLoader />;
  return (
    <Suspense fallback={<ThreadLoader />}>
      <Thread {...props} />
    </Suspense>
  );
}
