import { Badge, Box, Group, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState } from 'react';
import { visibleChipCount } from '../lib/chip-fit.ts';

const GAP = 6;
const LINES = 2;
const MAX_WIDTH = 240;

/**
 * Chips in at most two lines of 240 px, the rest behind a '+N' chip that shows them all (spec
 * document 2 section 9, sub-industries). The chips are measured in an invisible copy; the pure
 * `visibleChipCount` decides how many fit.
 */
export interface Chip {
  id: number;
  label: string;
}

export function ChipRow({ items, moreLabel }: { items: readonly Chip[]; moreLabel: string }) {
  const { ref: boxRef, width } = useElementSize();
  const measureRef = useRef<HTMLDivElement>(null);
  const [widths, setWidths] = useState<number[]>([]);
  const [expanded, setExpanded] = useState(false);

  const key = items.map((item) => item.label).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the items or the width change
  useLayoutEffect(() => {
    // Without the row's width every chip shows anyway (visibleChipCount); measuring then forced a
    // layout of the whole page inside the commit that took the painted page over (issue 30).
    if (width <= 0) return;
    const chips = measureRef.current?.querySelectorAll<HTMLElement>('[data-chip]') ?? [];
    setWidths(Array.from(chips, (chip) => chip.offsetWidth));
  }, [key, width]);

  const moreWidth = (hidden: number) => {
    const more = measureRef.current?.querySelector<HTMLElement>('[data-more]');
    // The measured '+9' chip, plus a character's worth for each extra digit.
    return (more?.offsetWidth ?? 40) + (String(hidden).length - 1) * 8;
  };
  const shown = expanded
    ? items.length
    : visibleChipCount(widths.length === items.length ? widths : items.map(() => 0), {
        containerWidth: Math.min(width, MAX_WIDTH),
        gap: GAP,
        lines: LINES,
        moreWidth,
      });
  const hidden = items.length - shown;

  return (
    <Box ref={boxRef} maw={MAX_WIDTH} pos="relative">
      <Group gap={GAP}>
        {items.slice(0, shown).map((item) => (
          <Badge key={item.id} variant="light" tt="none" maw="100%" title={item.label}>
            {item.label}
          </Badge>
        ))}
        {hidden > 0 ? (
          <UnstyledButton
            aria-label={`${moreLabel} (+${hidden})`}
            onClick={() => setExpanded(true)}
          >
            <Badge variant="outline" tt="none" style={{ cursor: 'pointer' }} aria-hidden>
              +{hidden}
            </Badge>
          </UnstyledButton>
        ) : null}
      </Group>
      {/* The measuring copy: laid out like the row but never seen nor read. */}
      <Box
        ref={measureRef}
        aria-hidden
        pos="absolute"
        top={0}
        left={0}
        w={MAX_WIDTH}
        h={0}
        style={{ overflow: 'hidden', visibility: 'hidden' }}
      >
        <Group gap={GAP} align="flex-start">
          {items.map((item) => (
            <Badge key={item.id} data-chip variant="light" tt="none" maw="100%">
              {item.label}
            </Badge>
          ))}
          <Badge data-more variant="outline" tt="none">
            +9
          </Badge>
        </Group>
      </Box>
    </Box>
  );
}
