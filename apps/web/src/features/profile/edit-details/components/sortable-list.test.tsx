import { MantineProvider, Modal, Text } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { moveItem } from '../lib/list-order.ts';
import { SortableList } from './sortable-list.tsx';

const ROW_HEIGHT = 50;
const ROW_GAP = 10;

/** jsdom lays nothing out: each row gets the box it would have in a vertical list. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('li');
    const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
    const top = index * (ROW_HEIGHT + ROW_GAP);
    return DOMRect.fromRect({ x: 0, y: top, width: 300, height: ROW_HEIGHT });
  });
});

function Rows({ onModalClose = () => {} }: { onModalClose?: () => void }) {
  const [names, setNames] = useState(['Pierwszy', 'Drugi']);
  return (
    <MantineProvider env="test">
      <Modal opened onClose={onModalClose} title="Lista">
        <SortableList
          label="Wiersze"
          items={names}
          idOf={(name) => name}
          nameOf={(name) => name}
          onMove={(from, to) => setNames((list) => moveItem(list, from, to))}
          onRemove={(index) => setNames((list) => list.filter((_, i) => i !== index))}
        >
          {(name) => <Text>{name}</Text>}
        </SortableList>
      </Modal>
    </MantineProvider>
  );
}

const press = (code: string) => {
  const target = document.activeElement;
  if (!target) throw new Error('nothing focused');
  fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
};
const announced = (text: RegExp) =>
  screen.getAllByRole('status').some((region) => text.test(region.textContent ?? ''));
const rowNames = () =>
  within(screen.getByRole('list', { name: 'Wiersze' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);
/** Lets pending timers run (the modal's first focus, the keyboard sensor's on a lift). */
const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));
/** Renders the list in its modal and focuses the handle of `name` once the modal has settled. */
async function focusHandle(ui: ReactElement, name: string) {
  render(ui);
  await settle();
  screen.getByRole('button', { name: `Przenieś: ${name}` }).focus();
}

describe('SortableList with the keyboard', () => {
  it('moves a row with keys pressed right after the lift, before any timer has run', async () => {
    await focusHandle(<Rows />, 'Drugi');

    // No await between the keys: the arrow and the drop come before the sensor's own timer.
    press('Space');
    expect(announced(/Drugi na pozycji 2 z 2/)).toBe(true);
    press('ArrowUp');
    expect(announced(/Drugi na pozycji 1 z 2/)).toBe(true);
    press('Space');

    expect(announced(/^Upuszczono Drugi na pozycji 1 z 2/)).toBe(true);
    expect(rowNames()).toEqual(['Drugi', 'Pierwszy']);
  });

  it('moves again after a drop made right after the lift (nothing of the first drag is left)', async () => {
    await focusHandle(<Rows />, 'Drugi');
    press('Space');
    press('Space');
    await settle();
    expect(announced(/^Upuszczono Drugi na pozycji 2 z 2/)).toBe(true);

    screen.getByRole('button', { name: 'Przenieś: Drugi' }).focus();
    press('Space');
    await settle();
    press('ArrowUp');
    press('Space');
    await settle();
    expect(rowNames()).toEqual(['Drugi', 'Pierwszy']);
  });

  it('cancels the move on Escape without closing the modal around the list', async () => {
    const onModalClose = vi.fn();
    await focusHandle(<Rows onModalClose={onModalClose} />, 'Drugi');
    press('Space');
    await settle();
    press('ArrowUp');
    press('Escape');
    await settle();

    expect(announced(/Anulowano przenoszenie Drugi/)).toBe(true);
    expect(rowNames()).toEqual(['Pierwszy', 'Drugi']);
    expect(onModalClose).not.toHaveBeenCalled();

    // Nothing lifted: Escape closes the modal again.
    press('Escape');
    expect(onModalClose).toHaveBeenCalledTimes(1);
  });
});
