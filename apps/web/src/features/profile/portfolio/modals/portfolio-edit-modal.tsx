import type { PortfolioItem } from '@handlowo/contract';
import { Center, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../../api/profile-keys.ts';
import { profileModalTitles } from '../../modals/modal-titles.ts';
import { openProfileModal } from '../../modals/open-profile-modal.tsx';
import { EditableList } from '../../videos/components/editable-list.tsx';
import { ListModalFoot } from '../../videos/components/list-modal-foot.tsx';
import { deletePortfolioItem, portfolioQueryOptions } from '../api/portfolio-api.ts';
import { galleryFallbacks } from '../lib/gallery-slides.ts';
import { portfolioTexts } from '../portfolio-texts.ts';
import { PortfolioAddModal } from './portfolio-add-modal.tsx';
import { PortfolioItemModal } from './portfolio-item-modal.tsx';

/**
 * 'Edytuj portfolio': the owner's projects with edit (the stacked 'Edytuj projekt') and delete
 * (D36, at once; the list reloads), and 'Dodaj kolejne projekty'.
 */
export function PortfolioEditModal({
  freelancerId,
  close,
}: {
  freelancerId: number;
  close: () => void;
}) {
  const queryClient = useQueryClient();
  const portfolio = useQuery(portfolioQueryOptions(freelancerId));
  const removal = useMutation({
    mutationFn: deletePortfolioItem,
    onError: (error) => console.error('Usunięcie projektu nie powiodło się', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
  const list = portfolio.data ?? [];
  const nameOf = (item: PortfolioItem) => item.title.trim() || galleryFallbacks.title;

  const edit = (item: PortfolioItem) =>
    openProfileModal({
      title: profileModalTitles.editPortfolioItem,
      size: 'md',
      render: ({ close: closeEdit }) => <PortfolioItemModal item={item} close={closeEdit} />,
    });
  const add = () =>
    openProfileModal({
      title: profileModalTitles.addPortfolio,
      size: 'lg',
      render: ({ close: closeAdd }) => <PortfolioAddModal count={list.length} close={closeAdd} />,
    });

  return (
    <Stack gap="md">
      {portfolio.isPending ? (
        <Center h={120}>
          <Loader aria-label="Ładowanie" />
        </Center>
      ) : list.length === 0 ? (
        <Text c="dimmed">{portfolioTexts.ownerEmpty}</Text>
      ) : (
        <EditableList
          label="Twoje projekty"
          items={list}
          keyOf={(item) => item.pictureId}
          editLabel={(item) => `Edytuj projekt: ${nameOf(item)}`}
          deleteLabel={(item) => `Usuń projekt: ${nameOf(item)}`}
          onEdit={edit}
          onDelete={(item) => removal.mutate(item.pictureId)}
          deleting={removal.isPending ? (removal.variables ?? null) : null}
        >
          {(item) => (
            <Group gap="sm" wrap="nowrap">
              <Image
                src={item.pictureData}
                alt=""
                w={56}
                h={42}
                radius="sm"
                fit="cover"
                style={{ flex: 'none' }}
              />
              <Stack gap={0} miw={0}>
                <Text fw={500} truncate="end">
                  {nameOf(item)}
                </Text>
                <Text size="sm" c="dimmed" truncate="end">
                  {item.info.trim() || galleryFallbacks.description}
                </Text>
              </Stack>
            </Group>
          )}
        </EditableList>
      )}
      <ListModalFoot
        addLabel="Dodaj kolejne projekty"
        onAdd={add}
        onClose={close}
        error={removal.error}
      />
    </Stack>
  );
}
