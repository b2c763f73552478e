import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box.tsx';

function renderBox(query = '') {
  const onSearch = vi.fn();
  const view = render(
    <MantineProvider env="test">
      <SearchBox query={query} onSearch={onSearch} label="Szukaj" placeholder="" />
    </MantineProvider>,
  );
  const box = screen.getByRole('searchbox', { name: 'Szukaj' });
  const type = (value: string) => fireEvent.change(box, { target: { value } });
  const rerender = (next: string) =>
    view.rerender(
      <MantineProvider env="test">
        <SearchBox query={next} onSearch={onSearch} label="Szukaj" placeholder="" />
      </MantineProvider>,
    );
  return { onSearch, box, type, rerender };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SearchBox (300 ms delay)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('searches once, 300 ms after the last key, for the whole phrase', () => {
    const { onSearch, type } = renderBox();
    for (const text of ['ł', 'łó', 'łód', 'łódz', 'łódzk', 'łódzka']) {
      type(text);
      wait(250);
    }
    expect(onSearch).not.toHaveBeenCalled();
    wait(49);
    expect(onSearch).not.toHaveBeenCalled();
    wait(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('łódzka');
  });

  it('searches at once on Enter', () => {
    const { onSearch, type, box } = renderBox();
    type('anna');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('anna');
  });

  it('does not search again for the same phrase with other spacing, nor echo a phrase from the URL', () => {
    const { onSearch, type, box, rerender } = renderBox('anna');
    expect(box).toHaveValue('anna');
    type(' anna  ');
    wait(300);
    expect(onSearch).not.toHaveBeenCalled();
    // Back in the history: the URL's phrase shows in the box and is not sent back.
    rerender('ewa');
    expect(box).toHaveValue('ewa');
    wait(300);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
