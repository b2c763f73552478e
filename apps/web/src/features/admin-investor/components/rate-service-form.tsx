import {
  emptyOpinionForm,
  OpinionForm,
  type Order,
  type OrderActivity,
  REVIEW_TEXT_MAX,
  reviewCategory,
  toOpinionBody,
} from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Input, Rating, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormErrorAlert, TextareaField } from '@/components/form/index.ts';
import { rateErrorText, useRateService } from '../api/rate-service.ts';
import { fullName, detailTexts as t } from '../lib/detail-texts.ts';

/** Mantine's Rating adds a radio for 0 (no stars) before the five. */
const starLabel = (value: number) =>
  value === 0
    ? 'brak oceny'
    : value === 1
      ? '1 gwiazdka'
      : value < 5
        ? `${value} gwiazdki`
        : '5 gwiazdek';

/**
 * The body of 'Oceń zlecenie' (F16): the four categories in stars and the text, for the
 * freelancer of one service of a realised order. Each category's stars are a radio group named
 * by the category (Mantine Rating: a click on a star, or a radio focused by the arrows and chosen
 * with Enter or Space).
 */
export function RateServiceForm({
  investorId,
  order,
  service,
  close,
}: {
  investorId: number;
  order: Order;
  service: OrderActivity;
  close: () => void;
}) {
  const rate = useRateService(investorId);
  const idPrefix = useId();
  const { control, handleSubmit } = useForm<OpinionForm>({
    resolver: zodResolver(OpinionForm),
    defaultValues: emptyOpinionForm(),
  });
  const { freelancer } = service;

  const submit = handleSubmit((form) => {
    if (!freelancer) return;
    rate.mutate(toOpinionBody(form, { freelancerId: freelancer.id, orderActivityId: service.id }), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t.ratedToast(service.name) });
        close();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset variant="unstyled" disabled={rate.isPending}>
        <Stack gap="md">
          <Text size="sm">
            {`Zlecenie nr ${order.investorOrderNumber}, usługa „${service.name}”`}
            {freelancer ? `, freelancer: ${fullName(freelancer)}` : ''}
          </Text>
          {reviewCategory.keys.map((category) => (
            <Controller
              key={category}
              control={control}
              name={`scores.${category}`}
              render={({ field, fieldState }) => {
                const labelId = `${idPrefix}-${category}`;
                const errorId = `${labelId}-error`;
                return (
                  <Stack
                    gap={4}
                    role="radiogroup"
                    aria-labelledby={labelId}
                    aria-describedby={fieldState.error ? errorId : undefined}
                    aria-required
                  >
                    <Input.Label id={labelId} required>
                      {reviewCategory.labels[category]}
                    </Input.Label>
                    <Rating
                      ref={field.ref}
                      name={`${idPrefix}-${category}-stars`}
                      value={field.value}
                      onChange={field.onChange}
                      getSymbolLabel={(value) =>
                        `${reviewCategory.labels[category]}: ${starLabel(value)}`
                      }
                      size="lg"
                      // Enter chooses the focused star; it must not also submit the form.
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') event.preventDefault();
                      }}
                    />
                    {fieldState.error ? (
                      <Input.Error id={errorId}>{fieldState.error.message}</Input.Error>
                    ) : null}
                  </Stack>
                );
              }}
            />
          ))}
          <TextareaField
            control={control}
            name="text"
            max={REVIEW_TEXT_MAX}
            label="Dodatkowe informacje"
            required
          />
          <FormErrorAlert message={rate.error ? rateErrorText(rate.error) : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Anuluj
            </Button>
            <Button type="submit" loading={rate.isPending}>
              Zapisz ocenę
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
