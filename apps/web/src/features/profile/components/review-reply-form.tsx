import { OPINION_REPLY_MAX, OpinionReplyBody } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormErrorAlert, TextareaField } from '@/components/form/index.ts';
import { replyErrorText, useReplyToReview } from '../api/reply-to-review.ts';

/**
 * The owner's answer to an opinion (issue 27), under it once 'Odpowiedz' was clicked
 * (review-reply.tsx loads it then); the answer is public and can be written once (the server
 * refuses a second one).
 */
export function ReviewReplyForm({
  freelancerId,
  reviewId,
  close,
}: {
  freelancerId: number;
  reviewId: number;
  close: () => void;
}) {
  const reply = useReplyToReview(freelancerId, reviewId);
  const { control, handleSubmit } = useForm<OpinionReplyBody>({
    resolver: zodResolver(OpinionReplyBody),
    defaultValues: { text: '' },
  });
  const submit = handleSubmit((body) => reply.mutate(body));
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset variant="unstyled" disabled={reply.isPending}>
        <Stack gap="xs">
          <TextareaField
            control={control}
            name="text"
            max={OPINION_REPLY_MAX}
            label="Twoja odpowiedź (publiczna, tylko jedna)"
            required
          />
          <FormErrorAlert message={reply.error ? replyErrorText(reply.error) : null} />
          <Group gap="sm" justify="flex-end">
            <Button variant="default" size="sm" onClick={close}>
              Anuluj
            </Button>
            <Button type="submit" size="sm" loading={reply.isPending}>
              Opublikuj odpowiedź
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
