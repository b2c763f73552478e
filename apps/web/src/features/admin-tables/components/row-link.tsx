import { Button } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A row's action ('Szczegóły', 'Sprawdź profil'). Its name adds whose row it is ('Szczegóły:
 * Łódzka Spółdzielnia'), so a list of these links reads as different links; the visible text
 * starts the name (WCAG label in name). An aria-label, because Chrome puts a space before
 * visually hidden text.
 */
export function RowLink({ to, text, rowName }: { to: string; text: string; rowName: string }) {
  return (
    <Button component={Link} to={to} size="xs" variant="light" aria-label={`${text}: ${rowName}`}>
      {text}
    </Button>
  );
}
