import type { MessagePage, OrderMessage } from '@handlowo/contract';
import { Alert, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error.ts';
import { useMessages } from '../api/get-messages.ts';
import { useMarkReadWhenSeen } from '../hooks/use-mark-read.ts';
import { useNow } from '../hooks/use-now.ts';
import { useThreadScroll } from '../hooks/use-thread-scroll.ts';
import { useViewerIsAdmin } from '../hooks/use-viewer-is-admin.ts';
import { messageErrorText } from '../lib/error-text.ts';
import { messagesTexts as t } from '../lib/texts.ts';
import { Composer } from './composer.tsx';
import { MessageItem } from './message-item.tsx';
import { MessageModals, type MessageQuestion } from './message-modals.tsx';
import { ReadOnlyNotice } from './read-only-notice.tsx';
import { ThreadHeader } from './thread-header.tsx';

export interface ConversationThreadProps {
  orderId: number;
  /**
   * `page`: the thread fills the screen's height (/messages), its composer at the bottom, above
   * the on-screen keyboard; `embedded`: a box of limited height inside another screen.
   */
  variant?: 'page' | 'embedded';
  /** Show the order's number, company and status above the messages. */
  withHeader?: boolean;
}

/** The pages (newest first) as one list, oldest first, each message once. */
function messagesOf(pages: readonly MessagePage[]): OrderMessage[] {
  const byId = new Map<number, OrderMessage>();
  for (const page of [...pages].reverse()) {
    for (const message of page.items) byId.set(message.id, message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The caller's latest message the others have read up to: 'przeczytane' goes under it. */
function lastReadOwnId(items: readonly OrderMessage[], othersReadUpTo: number | null) {
  if (othersReadUpTo === null) return null;
  let found: number | null = null;
  for (const message of items) {
    if (message.mine && message.id <= othersReadUpTo) found = message.id;
  }
  return found;
}

/** The earliest end of an edit window still open, for the clock that closes it. */
function nextWindowEnd(items: readonly OrderMessage[]): number | null {
  let next: number | null = null;
  const now = Date.now();
  for (const message of items) {
    if (!message.editableUntil) continue;
    const end = new Date(message.editableUntil).getTime();
    if (end > now && (next === null || end < next)) next = end;
  }
  return next;
}

const pageHeight = 'max(420px, calc(100dvh - 230px))';

function ThreadBody({
  pages,
  variant,
  withHeader,
  hasOlder,
  loadingOlder,
  loadOlder,
}: {
  pages: readonly MessagePage[];
  variant: 'page' | 'embedded';
  withHeader: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}) {
  const newestPage = pages[0] as MessagePage;
  const { order, canWrite, readUpTo, othersReadUpTo } = newestPage;
  const items = messagesOf(pages);
  const newest = items[items.length - 1] ?? null;
  const viewerIsAdmin = useViewerIsAdmin();
  const now = useNow(nextWindowEnd(items));
  const box = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const { keepPosition } = useThreadScroll(box, newest, pages.length);
  useMarkReadWhenSeen({ orderId: order.id, items, readUpTo, end });

  const [editing, setEditing] = useState<number | null>(null);
  const [question, setQuestion] = useState<MessageQuestion | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = (kind: MessageQuestion['kind']) => (message: OrderMessage) => {
    setQuestion({ kind, message });
    setAsking(true);
  };
  const readMark = lastReadOwnId(items, othersReadUpTo);

  return (
    <Stack gap="sm" h={variant === 'page' ? pageHeight : undefined} style={{ minHeight: 0 }}>
      {withHeader ? <ThreadHeader order={order} /> : null}
      <Box
        ref={box}
        role="log"
        aria-label={t.threadLabel}
        // Focusable: a keyboard user can scroll the messages even when none has a link.
        tabIndex={0}
        p="xs"
        mah={variant === 'embedded' ? 'min(60vh, 520px)' : undefined}
        style={{
          flex: variant === 'page' ? 1 : undefined,
          minHeight: variant === 'page' ? 0 : undefined,
          overflowY: 'auto',
          overflowAnchor: 'none',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-gray-0)',
          border: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Stack gap="sm">
          {hasOlder ? (
            <Center>
              <Button
                variant="default"
                size="xs"
                loading={loadingOlder}
                onClick={() => {
                  keepPosition();
                  loadOlder();
                }}
              >
                {t.loadOlder}
              </Button>
            </Center>
          ) : null}
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {t.noMessages}
            </Text>
          ) : (
            <Stack component="ul" gap="sm" m={0} p={0}>
              {items.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  now={now}
                  viewerIsAdmin={viewerIsAdmin}
                  editing={editing === message.id}
                  readByOthers={message.id === readMark}
                  onEditDone={() => setEditing(null)}
                  actions={{
                    onEdit: (m) => setEditing(m.id),
                    onDelete: ask('delete'),
                    onHide: ask('hide'),
                  }}
                />
              ))}
            </Stack>
          )}
          <div ref={end} aria-hidden style={{ height: 1 }} />
        </Stack>
      </Box>
      {canWrite ? <Composer orderId={order.id} /> : <ReadOnlyNotice />}
      <MessageModals question={question} opened={asking} onClose={() => setAsking(false)} />
    </Stack>
  );
}

/**
 * The conversation of one order (issue 26): its messages oldest first with 'Wczytaj starsze',
 * kept live by the notifications' stream, read marks, and the composer — or the read-only notice
 * for a former member. Used by /messages and embedded in the order screens of every role.
 */
export function ConversationThread(props: ConversationThreadProps) {
  // A path like /messages/abc names no order: nothing to ask the server.
  if (!Number.isInteger(props.orderId) || props.orderId < 1) return <ThreadNotFound />;
  return <LoadingThread {...props} />;
}

function ThreadNotFound() {
  return (
    <Alert color="gray" variant="light" role="alert">
      {t.notFound}
    </Alert>
  );
}

function LoadingThread({
  orderId,
  variant = 'embedded',
  withHeader = false,
}: ConversationThreadProps) {
  const query = useMessages(orderId);
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t.loading} />
      </Center>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <ThreadNotFound />;
    return (
      <Alert color="red" variant="light" role="alert">
        {messageErrorText(query.error)}
      </Alert>
    );
  }
  return (
    <ThreadBody
      pages={query.data.pages}
      variant={variant}
      withHeader={withHeader}
      hasOlder={query.hasNextPage}
      loadingOlder={query.isFetchingNextPage}
      loadOlder={() => void query.fetchNextPage()}
    />
  );
}
