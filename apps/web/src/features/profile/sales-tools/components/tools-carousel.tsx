import '@mantine/carousel/styles.css';
import { type SalesTool, toolLabel } from '@handlowo/contract';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Group, useMatches } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
// The profile carousels' sheet: it hides Mantine's English 'Slide n of m' status.
import carouselClasses from '../../videos/components/profile-carousel.module.css';
import { carouselButtons, slideWidth, toolsVisibleAt } from '../lib/carousel-controls.ts';
import { ToolCard } from './tool-card.tsx';

const slideSizes = {
  base: slideWidth(toolsVisibleAt.base),
  xs: slideWidth(toolsVisibleAt.xs),
  sm: slideWidth(toolsVisibleAt.sm),
  md: slideWidth(toolsVisibleAt.md),
  lg: slideWidth(toolsVisibleAt.lg),
};

/**
 * The tools in a horizontal carousel (Mantine Carousel on Embla), one tool per step. The arrows
 * are ours, in Polish and really disabled at the ends; Embla's own drag and arrow keys work too.
 * Mantine's screen-reader texts are English ('carousel', 'slide', 'Slide 1 of 3'): the region and
 * the slides get Polish ones, and each slide names its place ('Pipedrive (1 z 8)').
 */
export function ToolsCarousel({ tools }: { tools: readonly SalesTool[] }) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [position, setPosition] = useState(0);
  const visible = useMatches(toolsVisibleAt);
  const buttons = carouselButtons(position, visible, tools.length);

  useEffect(() => {
    if (!embla) return;
    const update = () => setPosition(embla.selectedScrollSnap());
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  return (
    <Group gap={4} wrap="nowrap" align="center">
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label="Poprzednie narzędzia"
        disabled={!buttons.canPrevious}
        onClick={() => embla?.scrollPrev()}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <Carousel
        classNames={{ root: carouselClasses.root, slide: carouselClasses.slide }}
        aria-roledescription="karuzela"
        aria-label="Lista narzędzi sprzedażowych"
        withControls={false}
        slideSize={slideSizes}
        slideGap={{ base: 'xs', sm: 'sm' }}
        emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
        getEmblaApi={setEmbla}
        style={{ flex: 1, minWidth: 0 }}
      >
        {tools.map((tool, index) => (
          <Carousel.Slide
            key={tool.id}
            role="group"
            aria-roledescription="slajd"
            aria-label={`${toolLabel(tool.toolName)} (${index + 1} z ${tools.length})`}
          >
            <ToolCard tool={tool} />
          </Carousel.Slide>
        ))}
      </Carousel>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        aria-label="Następne narzędzia"
        disabled={!buttons.canNext}
        onClick={() => embla?.scrollNext()}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
