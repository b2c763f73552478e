import type { Order } from '@handlowo/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { preloadOnApproach } from '@/lib/preload-on-approach.ts';
import { editableOpinions, servicesToRate, opinionTexts as t } from './opinion-texts.ts';

// The opinion form (a modal, react-hook-form, the contract's schemas) stays out of the order
// page's first load, before whose status it came on a phone's network: it loads when the hand
// nears a button that opens it (hover, focus, touch) or at the latest on its click.
const loadOpinionModal = () => import('./opinion-modal.tsx');
const OpinionModal = lazy(() =>
  loadOpinionModal().then((module) => ({ default: module.OpinionModal })),
);
/** What the buttons that open the form get. */
const nearing = preloadOnApproach(loadOpinionModal);

/**
 * The order page's request to rate (issue 27): on a realised order, a banner with one button per
 * service whose freelancer the investor has not rated yet, and one per opinion of theirs still
 * editable (14 days). Nothing once every opinion is written and past its edit window.
 */
export function OrderOpinions({ order, now = new Date() }: { order: Order; now?: Date }) {
  const [serviceId, setServiceId] = useState<number | null>(null);
  const toRate = servicesToRate(order);
  const editable = editableOpinions(order, now);
  const open = order.orderActivities.find((a) => a.id === serviceId);
  if (toRate.length === 0 && editable.length === 0 && !open) return null;
  return (
    <>
      {toRate.length > 0 ? (
        <Alert
          color="yellow"
          variant="light"
          title={t.bannerTitle}
          icon={<IconStar size={20} aria-hidden />}
        >
          <Stack gap="sm">
            <Text size="sm">{t.bannerText(toRate.length)}</Text>
            {toRate.map((activity) => (
              <Button
                key={activity.id}
                {...nearing}
                onClick={() => setServiceId(activity.id)}
                w="fit-content"
                maw="100%"
                styles={{ label: { whiteSpace: 'normal' } }}
              >
                {t.rate(activity)}
              </Button>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {editable.length > 0 ? (
        <Stack gap="xs">
          {editable.map((activity) => (
            <Text key={activity.id} size="sm">
              <Button
                variant="subtle"
                size="compact-sm"
                {...nearing}
                onClick={() => setServiceId(activity.id)}
                styles={{ label: { whiteSpace: 'normal' } }}
              >
                {t.edit(activity)}
              </Button>{' '}
              {activity.opinion?.editableUntil
                ? t.editableUntil(activity.opinion.editableUntil)
                : ''}
            </Text>
          ))}
        </Stack>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <OpinionModal key={open.id} service={open} onClose={() => setServiceId(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
