import type { PortfolioItem } from '@handlowo/contract';
import { Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { galleryFallbacks } from '../lib/gallery-slides.ts';
import classes from './portfolio-tile.module.css';

/** A project of the carousel: its thumbnail and name; a click opens it in the gallery. */
export function PortfolioTile({ item, onOpen }: { item: PortfolioItem; onOpen: () => void }) {
  const title = item.title.trim() || galleryFallbacks.title;
  return (
    <UnstyledButton
      className={classes.tile}
      onClick={onOpen}
      aria-label={`Otwórz w galerii: ${title}`}
    >
      <img className={classes.picture} src={item.pictureData} alt="" loading="lazy" />
      <Text size="sm" fw={500} truncate="end" className={classes.title}>
        {title}
      </Text>
    </UnstyledButton>
  );
}

/**
 * An empty slot: for the owner a button that opens 'Dodaj projekt do portfolio', for visitors
 * only a shape (hidden from screen readers: there is nothing in it).
 */
export function PortfolioPlaceholder({ onAdd }: { onAdd: (() => void) | null }) {
  if (!onAdd) return <div className={classes.placeholder} aria-hidden />;
  return (
    <UnstyledButton
      className={classes.placeholder}
      onClick={onAdd}
      aria-label="Wolne miejsce: dodaj projekt"
    >
      <IconPlus size={28} stroke={1.5} aria-hidden />
    </UnstyledButton>
  );
}
