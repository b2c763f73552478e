import { ActionIcon, Box, Button, Group, Paper } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type MouseEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { scrollToSection } from '../lib/scroll-to-section.ts';
import { useRevealAllSections } from './deferred-section.tsx';

export interface SectionTab {
  id: string;
  label: string;
}

/**
 * The horizontal tab bar of the profile (spec document 2 section 2): a tab jumps to its section
 * with a smooth scroll; the arrows step to the previous or next section, the left one disabled
 * at the first position and the right one at the last. The strip scrolls sideways on a phone.
 */
export function SectionTabs({ sections }: { sections: readonly SectionTab[] }) {
  const [position, setPosition] = useState(0);
  const stripRef = useRef<HTMLDivElement>(null);
  const revealAll = useRevealAllSections();
  const last = sections.length - 1;

  const go = (index: number) => {
    const section = sections[index];
    if (!section) return;
    setPosition(index);
    // The sections not rendered yet stand in with a reserved height: render them all first, so
    // the scroll aims at where the section really is.
    flushSync(revealAll);
    scrollToSection(section.id);
    // Keep the active tab in view inside the strip (without moving the page vertically).
    const strip = stripRef.current;
    const tab = strip?.querySelectorAll<HTMLElement>('a')[index];
    if (strip && tab) {
      strip.scrollTo?.({
        left: tab.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2,
        behavior: 'smooth',
      });
    }
  };

  const onTab = (index: number) => (event: MouseEvent) => {
    event.preventDefault();
    go(index);
  };

  return (
    <Paper withBorder radius="md" p={4}>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Poprzednia sekcja"
          disabled={position === 0}
          onClick={() => go(position - 1)}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <Box
          component="nav"
          aria-label="Sekcje profilu"
          ref={stripRef}
          flex={1}
          miw={0}
          style={{ overflowX: 'auto', scrollbarWidth: 'none' }}
        >
          <Group gap={4} wrap="nowrap">
            {sections.map((section, index) => (
              <Button
                key={section.id}
                component="a"
                href={`#${section.id}`}
                variant={index === position ? 'light' : 'subtle'}
                aria-current={index === position ? 'location' : undefined}
                onClick={onTab(index)}
                style={{ flexShrink: 0 }}
              >
                {section.label}
              </Button>
            ))}
          </Group>
        </Box>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label="Następna sekcja"
          disabled={position === last}
          onClick={() => go(position + 1)}
        >
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
