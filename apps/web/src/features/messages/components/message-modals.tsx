import type { OrderMessage } from '@handlowo/contract';
import { notifications } from '@mantine/notifications';
import { useDeleteMessage } from '../api/delete-message.ts';
import { useHideMessage } from '../api/hide-message.ts';
import { messagesTexts as t } from '../lib/texts.ts';
import { messagesModalTitles } from '../modal-titles.ts';
import { ConfirmMessageModal } from './confirm-message-modal.tsx';

export type MessageQuestion = { kind: 'delete' | 'hide'; message: OrderMessage };

/** The thread's two questions: 'Usuń wiadomość' (its author) and 'Ukryj wiadomość' (an admin). */
export function MessageModals({
  question,
  opened,
  onClose,
}: {
  question: MessageQuestion | null;
  opened: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteMessage();
  const hide = useHideMessage();
  const variables = question
    ? { orderId: question.message.orderId, messageId: question.message.id }
    : { orderId: 0, messageId: 0 };
  return (
    <>
      <ConfirmMessageModal
        opened={opened && question?.kind === 'delete'}
        onClose={onClose}
        title={messagesModalTitles.deleteMessage}
        question={t.deleteQuestion}
        confirmLabel={t.delete}
        mutation={remove}
        variables={variables}
        onDone={() => notifications.show({ color: 'green', message: t.deleted })}
      />
      <ConfirmMessageModal
        opened={opened && question?.kind === 'hide'}
        onClose={onClose}
        title={messagesModalTitles.hideMessage}
        question={t.hideQuestion}
        confirmLabel={t.hide}
        mutation={hide}
        variables={variables}
        onDone={() => notifications.show({ color: 'green', message: t.hidden })}
      />
    </>
  );
}
