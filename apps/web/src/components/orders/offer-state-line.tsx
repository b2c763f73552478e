import type { OrderActivity } from '@handlowo/contract';
import { Text } from '@mantine/core';
import { offerStateText, offerToneColor } from '@/lib/offer-state-text.ts';

/**
 * The freelancer's answer to a service's assignment (issue 25), one line that wraps a long
 * decline reason; nothing for a service never assigned.
 */
export function OfferStateLine({
  service,
}: {
  service: Pick<OrderActivity, 'offerState' | 'declineReason'>;
}) {
  const state = offerStateText(service);
  if (!state) return null;
  return (
    <Text
      size="sm"
      fw={600}
      c={offerToneColor[state.tone]}
      style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
    >
      {state.text}
    </Text>
  );
}
