import { Button, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

// The form (react-hook-form, the contract's schemas, a textarea) stays out of the profile's first
// load: only the owner, and only after 'Odpowiedz', needs it.
const ReviewReplyForm = lazy(() =>
  import('./review-reply-form.tsx').then((m) => ({ default: m.ReviewReplyForm })),
);

/** 'Odpowiedz' under an opinion without a reply, for the profile's owner (issue 27). */
export function ReviewReply({
  freelancerId,
  reviewId,
  author,
}: {
  freelancerId: number;
  reviewId: number;
  author: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  if (!opened) {
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        onClick={open}
        aria-label={`Odpowiedz na opinię: ${author}`}
      >
        Odpowiedz
      </Button>
    );
  }
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Ładowanie formularza odpowiedzi" />}>
      <ReviewReplyForm freelancerId={freelancerId} reviewId={reviewId} close={close} />
    </Suspense>
  );
}
