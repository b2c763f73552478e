import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Group, type MantineSpacing, type StyleProp } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import type { CarouselArrows } from '../lib/carousel-position.ts';
import classes from './profile-carousel.module.css';

export interface CarouselSlideEntry {
  key: string | number;
  /** The slide's accessible name (Mantine's default is English). */
  label: string;
  content: ReactNode;
}

export interface ProfileCarouselProps {
  /** The carousel region's accessible name. */
  label: string;
  slides: readonly CarouselSlideEntry[];
  slideSize: StyleProp<string | number>;
  slideGap?: StyleProp<MantineSpacing>;
  previousLabel: string;
  nextLabel: string;
  /** Which arrow is disabled at a position, given the number of scroll positions embla has. */
  arrows: (position: number, positions: number) => CarouselArrows;
}

/**
 * A carousel of the profile (Mantine Carousel on Embla) with our own Polish, really disabled
 * arrows under it: Mantine's controls are English and only `aria-disabled`, and the spec fixes
 * when each arrow is disabled (lib/carousel-position.ts). A slide step is one slot.
 */
export function ProfileCarousel({
  label,
  slides,
  slideSize,
  slideGap = 'md',
  previousLabel,
  nextLabel,
  arrows,
}: ProfileCarouselProps) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [position, setPosition] = useState(0);
  const [positions, setPositions] = useState(1);

  const sync = useCallback((api: EmblaCarouselType) => {
    setPosition(api.selectedScrollSnap());
    setPositions(api.scrollSnapList().length);
  }, []);

  useEffect(() => {
    if (!embla) return;
    sync(embla);
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  const { previousDisabled, nextDisabled } = arrows(position, positions);
  return (
    <div>
      <Carousel
        classNames={{ root: classes.root, slide: classes.slide }}
        aria-roledescription="karuzela"
        aria-label={label}
        slideSize={slideSize}
        slideGap={slideGap}
        withControls={false}
        emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
        getEmblaApi={setEmbla}
      >
        {slides.map((slide, index) => (
          <Carousel.Slide
            key={slide.key}
            aria-roledescription="slajd"
            aria-label={`${slide.label} (${index + 1} z ${slides.length})`}
          >
            {slide.content}
          </Carousel.Slide>
        ))}
      </Carousel>
      <Group justify="flex-end" gap="xs" mt="xs">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={previousLabel}
          disabled={previousDisabled}
          onClick={() => embla?.scrollPrev()}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={nextLabel}
          disabled={nextDisabled}
          onClick={() => embla?.scrollNext()}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </div>
  );
}
