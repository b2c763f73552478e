import {
  emptyOpinionForm,
  OpinionForm,
  type OrderActivity,
  REVIEW_TEXT_MAX,
  type ReviewCategory,
  reviewCategory,
} from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { CategoryStarsField, FormErrorAlert, TextareaField } from '@/components/form/index.ts';
import { investorOrderModalTitles } from '../modal-titles.ts';
import { freelancerName, opinionTexts as t } from './opinion-texts.ts';
import { opinionErrorText, useSaveOpinion } from './save-opinion.ts';

/** The form's values: empty for a new opinion, the stored ones for an edit. */
function initialValues(service: OrderActivity): OpinionForm {
  const { opinion } = service;
  if (!opinion) return emptyOpinionForm();
  const scores = emptyOpinionForm().scores;
  for (const { category, score } of opinion.categoryOpinions)
    scores[category as ReviewCategory] = score;
  return { scores, text: opinion.text };
}

/**
 * 'Opinia o freelancerze' (issue 27): the four categories of the spec's rating form in stars and
 * the text, for the freelancer of one service of the investor's realised order; a new opinion
 * (POST) or, within 14 days, an edit of theirs (PUT). Mounted only while open, so every opening
 * starts from the stored values.
 */
export function OpinionModal({
  service,
  onClose,
}: {
  service: OrderActivity;
  onClose: () => void;
}) {
  const mode = service.opinion ? 'edit' : 'create';
  const save = useSaveOpinion(service.id, mode);
  const { control, handleSubmit } = useForm<OpinionForm>({
    resolver: zodResolver(OpinionForm),
    defaultValues: initialValues(service),
  });
  const close = () => {
    if (!save.isPending) onClose();
  };
  const submit = handleSubmit((form) => {
    const body = {
      text: form.text.trim(),
      categoryOpinions: reviewCategory.keys.map((category) => ({
        category,
        score: form.scores[category],
      })),
    };
    save.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t.savedToast });
        onClose();
      },
    });
  });

  return (
    <Modal opened onClose={close} title={investorOrderModalTitles.opinion} size="lg">
      <form onSubmit={submit} noValidate>
        <Fieldset variant="unstyled" disabled={save.isPending}>
          <Stack gap="md">
            <Text size="sm">{`Usługa „${service.name}”, freelancer: ${freelancerName(service)}`}</Text>
            {reviewCategory.keys.map((category) => (
              <CategoryStarsField key={category} control={control} category={category} />
            ))}
            <TextareaField
              control={control}
              name="text"
              max={REVIEW_TEXT_MAX}
              label="Twoja opinia"
              required
            />
            <Text size="sm" c="dimmed">
              {t.published}
            </Text>
            <FormErrorAlert message={save.error ? opinionErrorText(save.error) : null} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Anuluj
              </Button>
              <Button type="submit" loading={save.isPending}>
                {mode === 'edit' ? 'Zapisz zmiany' : 'Opublikuj opinię'}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </form>
    </Modal>
  );
}
