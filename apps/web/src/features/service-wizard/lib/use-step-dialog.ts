import { useRef, useState } from 'react';

/**
 * The one modal of a wizard list step (add, edit or delete an item): which dialog shows, whether
 * it is open, and a counter that gives every opening a fresh form, also when the same modal opens
 * again before it has faded out. `addRef` is the add button, where focus returns after a delete.
 */
export function useStepDialog<Dialog>() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const [openings, setOpenings] = useState(0);
  const addRef = useRef<HTMLButtonElement>(null);
  const open = (next: Dialog) => {
    setDialog(next);
    setOpenings((n) => n + 1);
    setOpened(true);
  };
  const close = () => setOpened(false);
  /** After the close transition; a deleted item's buttons are gone, so focus goes to 'Dodaj'. */
  const exited = (itemDeleted: boolean) => {
    if (itemDeleted) addRef.current?.focus();
    setDialog(null);
  };
  return { dialog, opened, openings, addRef, open, close, exited };
}
