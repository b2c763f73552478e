import {
  emptyOpinionForm,
  OpinionForm,
  type Order,
  type OrderActivity,
  REVIEW_TEXT_MAX,
  reviewAuthorType,
  reviewCategory,
  toOpinionBody,
} from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { CategoryStarsField, FormErrorAlert, TextareaField } from '@/components/form/index.ts';
import { rateErrorText, useRateService } from '../api/rate-service.ts';
import { fullName, detailTexts as t } from '../lib/detail-texts.ts';

/**
 * The body of 'Oceń zlecenie' (F16): the four categories in stars and the text, for the
 * freelancer of one service of a realised order. Since issue 27 it is published as the guardian's
 * rating, which the form says before it is saved.
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
          <Alert color="blue" variant="light">
            {`Opinia zostanie opublikowana na profilu freelancera jako „${reviewAuthorType.labels.GUARDIAN}”.`}
          </Alert>
          {reviewCategory.keys.map((category) => (
            <CategoryStarsField key={category} control={control} category={category} />
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
