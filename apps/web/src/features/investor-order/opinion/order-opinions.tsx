import type { Order } from '@handlowo/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { OpinionModal } from './opinion-modal.tsx';
import { editableOpinions, servicesToRate, opinionTexts as t } from './opinion-texts.ts';

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
        <OpinionModal key={open.id} service={open} onClose={() => setServiceId(null)} />
      ) : null}
    </>
  );
}
