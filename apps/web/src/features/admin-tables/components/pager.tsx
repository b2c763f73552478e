import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pagerItems } from '../lib/pager.ts';
import { tableTexts } from '../lib/texts.ts';

interface PagerProps {
  /** 0-based. */
  page: number;
  totalPages: number;
  /** The link to a page: pages are links, so they open in a new tab and survive a reload. */
  hrefFor: (page: number) => { search: string };
}

const pageButton = { size: 'compact-md', miw: 36, px: 8 } as const;

/** The pager of section 9 (lib/pager.ts) between previous and next. Hidden for a single page. */
export function Pager({ page, totalPages, hrefFor }: PagerProps) {
  if (totalPages <= 1) return null;
  const previous = page > 0 ? page - 1 : null;
  const next = page < totalPages - 1 ? page + 1 : null;
  return (
    <Group component="nav" aria-label={tableTexts.pager} gap={4} justify="center">
      <StepLink target={previous} label={tableTexts.previousPage} hrefFor={hrefFor}>
        <IconChevronLeft size={16} aria-hidden />
      </StepLink>
      {pagerItems(page, totalPages).map((item) =>
        item.kind === 'ellipsis' ? (
          <Text key="ellipsis" c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item.page}
            {...pageButton}
            component={Link}
            to={hrefFor(item.page)}
            variant={item.page === page ? 'filled' : 'default'}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={tableTexts.pageLabel(item.page + 1)}
          >
            {item.page + 1}
          </Button>
        ),
      )}
      <StepLink target={next} label={tableTexts.nextPage} hrefFor={hrefFor}>
        <IconChevronRight size={16} aria-hidden />
      </StepLink>
    </Group>
  );
}

function StepLink({
  target,
  label,
  hrefFor,
  children,
}: {
  target: number | null;
  label: string;
  hrefFor: PagerProps['hrefFor'];
  children: ReactNode;
}) {
  // At either end the step is a disabled button: a link to the page one is on would mislead.
  if (target === null) {
    return (
      <Button {...pageButton} variant="default" disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button
      {...pageButton}
      variant="default"
      component={Link}
      to={hrefFor(target)}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
