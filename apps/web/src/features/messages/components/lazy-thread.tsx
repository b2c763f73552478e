import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { messagesTexts as t } from '../lib/texts.ts';
import type { ConversationThreadProps } from './conversation-thread.tsx';

// The thread (linkify, date-fns, the composer and its modals) loads with the first screen that
// shows one: the order screens that embed it do not carry it in their own chunk.
const Thread = lazy(() =>
  import('./conversation-thread.tsx').then((module) => ({ default: module.ConversationThread })),
);

/** The conversation of an order, loaded on first use (see conversation-thread.tsx). */
export function LazyConversationThread(props: ConversationThreadProps) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" role="status" aria-label={t.loading} />
        </Center>
      }
    >
      <Thread {...props} />
    </Suspense>
  );
}
