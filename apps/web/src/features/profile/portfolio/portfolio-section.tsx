import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { OwnerListActions } from '../components/owner-list-actions.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import type { SectionProps } from '../components/section-props.ts';
import { usePreload } from '../components/widget-loading.tsx';
import { useLoggedError } from '../lib/log-error.ts';
import { profileModalTitles } from '../modals/modal-titles.ts';
import {
  CarouselSuspense,
  LazyProfileCarousel,
  loadProfileCarousel,
} from '../videos/components/lazy-profile-carousel.tsx';
import { portfolioQueryOptions } from './api/portfolio-api.ts';
import { PortfolioPlaceholder, PortfolioTile } from './components/portfolio-tile.tsx';
import { gallerySlides } from './lib/gallery-slides.ts';
import {
  PORTFOLIO_SLOTS_PER_VIEW,
  portfolioArrows,
  portfolioSlots,
} from './lib/portfolio-slots.ts';
import { openPortfolioAddModal, openPortfolioEditModal } from './open-portfolio-modals.tsx';
import { portfolioTexts } from './portfolio-texts.ts';

// The lightbox and its styles load with the first opening of the gallery.
const PortfolioGallery = lazy(() =>
  import('./components/portfolio-gallery.tsx').then((m) => ({ default: m.PortfolioGallery })),
);

/**
 * 'Portfolio' (spec document 2 section 2, D33): 3 slots per view, for the owner padded with
 * empty ones that open 'Dodaj projekt do portfolio' (visitors see only projects); the right arrow is disabled at position count - 3
 * or when count <= 3. A project opens the full-screen gallery at that project.
 */
export function PortfolioSection({ freelancerId, isOwner }: SectionProps) {
  const portfolio = useQuery(portfolioQueryOptions(freelancerId));
  usePreload(loadProfileCarousel);
  useLoggedError('portfolio', portfolio.error);
  const list = portfolio.data ?? [];
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const slides = useMemo(
    () =>
      gallerySlides(
        list.map((item) => ({
          title: item.title,
          info: item.info,
          src: item.pictureUrl,
          thumbnail: item.pictureData,
        })),
      ),
    [list],
  );

  const add = isOwner ? () => openPortfolioAddModal({ count: list.length }) : null;
  const actions = add ? (
    <OwnerListActions
      add={{ label: profileModalTitles.addPortfolio, onClick: add }}
      edit={{
        label: profileModalTitles.editPortfolio,
        onClick: () => openPortfolioEditModal({ freelancerId }),
      }}
      count={list.length}
    />
  ) : null;

  const closeGallery = () => {
    setGalleryIndex(null);
    // The focus goes back to the project that opened the gallery.
    opener.current?.focus();
  };

  const carousel = (
    <LazyProfileCarousel
      label="Projekty portfolio"
      slides={portfolioSlots(list, { withPlaceholders: isOwner }).map((slot) =>
        slot.kind === 'item'
          ? {
              key: slot.item.pictureId,
              label: slides[slot.index]?.title ?? '',
              content: (
                <PortfolioTile
                  item={slot.item}
                  onOpen={() => {
                    opener.current = document.activeElement as HTMLElement | null;
                    setGalleryIndex(slot.index);
                  }}
                />
              ),
            }
          : {
              key: slot.key,
              label: 'Wolne miejsce',
              content: <PortfolioPlaceholder onAdd={add} />,
            },
      )}
      slideSize={`${100 / PORTFOLIO_SLOTS_PER_VIEW}%`}
      slideGap={{ base: 'xs', sm: 'md' }}
      previousLabel="Poprzednie projekty"
      nextLabel="Następne projekty"
      arrows={(position) => portfolioArrows(position, list.length)}
    />
  );

  return (
    <ProfileSection id="portfolio" title="Portfolio" actions={actions}>
      {portfolio.isPending ? (
        <Skeleton h={140} radius="md" />
      ) : (
        // The owner's empty state shows together with its free slots (the carousel's).
        <CarouselSuspense height={140}>
          {list.length === 0 ? (
            <Stack gap="md">
              <Text c="dimmed">
                {isOwner ? portfolioTexts.ownerEmpty : portfolioTexts.visitorEmpty}
              </Text>
              {isOwner ? carousel : null}
            </Stack>
          ) : (
            carousel
          )}
        </CarouselSuspense>
      )}
      {galleryIndex !== null ? (
        <Suspense fallback={null}>
          <PortfolioGallery
            slides={slides}
            index={galleryIndex}
            onIndex={setGalleryIndex}
            onClose={closeGallery}
          />
        </Suspense>
      ) : null}
    </ProfileSection>
  );
}
