import { PortfolioFields, type PortfolioItem } from '@handlowo/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Image, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { errorMessageOf } from '@/lib/api-error.ts';
import { useProfileSave } from '../../edit-details/api/use-profile-save.ts';
import { ModalActions } from '../../modals/modal-actions.tsx';
import { updatePortfolioItem } from '../api/portfolio-api.ts';
import {
  PortfolioTextFields,
  type PortfolioTextsInput,
  type PortfolioTextsOutput,
} from './portfolio-text-fields.tsx';

/** 'Edytuj projekt' (D35): the name and the comment of a project; its picture stays. */
export function PortfolioItemModal({ item, close }: { item: PortfolioItem; close: () => void }) {
  const save = useProfileSave(updatePortfolioItem, close);
  const { control, handleSubmit } = useForm<PortfolioTextsInput, unknown, PortfolioTextsOutput>({
    resolver: zodResolver(PortfolioFields),
    mode: 'onTouched',
    defaultValues: { title: item.title, info: item.info },
  });

  return (
    <form
      onSubmit={handleSubmit(({ title, info }) =>
        save.mutate({ pictureId: item.pictureId, title, info }),
      )}
      noValidate
    >
      <Stack gap="md">
        <Image
          src={item.thumbnailUrl}
          alt={`Zdjęcie projektu: ${item.title}`}
          fit="contain"
          mah={160}
          radius="md"
          bg="gray.1"
        />
        <PortfolioTextFields control={control} disabled={save.isPending} />
        {save.error ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {errorMessageOf(save.error)}
          </Text>
        ) : null}
        <ModalActions onCancel={close} loading={save.isPending} mt={0} />
      </Stack>
    </form>
  );
}
