import { MantineProvider, Menu } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  type LazyDropdown,
  type LazyDropdownProps,
  lazyDropdown,
  useLazyMenu,
} from './lazy-menu.ts';
import { MenuAnchor } from './menu-anchor.tsx';

function TestDropdown({ id, opened, onChange, anchor }: LazyDropdownProps) {
  return (
    <Menu id={id} opened={opened} onChange={onChange} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <MenuAnchor anchor={anchor} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Pierwsza</Menu.Item>
        <Menu.Item>Druga</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function Harness({ dropdown }: { dropdown: LazyDropdown<LazyDropdownProps> }) {
  const { Dropdown, dropdownProps, triggerProps } = useLazyMenu(dropdown);
  return (
    <>
      <button type="button" {...triggerProps}>
        Menu
      </button>
      <button type="button">Obok</button>
      {Dropdown ? <Dropdown {...dropdownProps} /> : null}
    </>
  );
}

/** A dropdown whose code arrives (or fails) when the test says so. */
function deferredDropdown() {
  const pending: {
    resolve: (component: ComponentType<LazyDropdownProps>) => void;
    reject: (error: Error) => void;
  }[] = [];
  const importer = vi.fn(
    () =>
      new Promise<ComponentType<LazyDropdownProps>>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const arrive = () => act(async () => pending.at(-1)?.resolve(TestDropdown));
  const fail = () => act(async () => pending.at(-1)?.reject(new Error('offline')));
  return { dropdown: lazyDropdown(importer), importer, arrive, fail };
}

function renderMenu(dropdown: LazyDropdown<LazyDropdownProps>) {
  render(
    <MantineProvider env="test">
      <Harness dropdown={dropdown} />
    </MantineProvider>,
  );
  return { trigger: screen.getByRole('button', { name: 'Menu' }), user: userEvent.setup() };
}

describe('a menu whose code loads on intent', () => {
  it('loads nothing until the trigger is reached for, then once for hover, focus and touch', () => {
    const { dropdown, importer } = deferredDropdown();
    const { trigger } = renderMenu(dropdown);
    expect(importer).not.toHaveBeenCalled();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');

    fireEvent.pointerEnter(trigger);
    fireEvent.focus(trigger);
    fireEvent.touchStart(trigger);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens a menu clicked before its code arrived on the same trigger, focusing the first item', async () => {
    const { dropdown, arrive } = deferredDropdown();
    const { trigger, user } = renderMenu(dropdown);
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    await arrive();
    const menu = await screen.findByRole('menu');
    // The very element the user clicked: not replaced by one of the menu's.
    expect(screen.getByRole('button', { name: 'Menu' })).toBe(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    expect(menu).toHaveAttribute('aria-labelledby', trigger.id);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Pierwsza' })).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Druga' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('opens from the keyboard while the code loads after the focus', async () => {
    const { dropdown, importer, arrive } = deferredDropdown();
    const { trigger, user } = renderMenu(dropdown);
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(importer).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    await arrive();
    await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Pierwsza' })).toHaveFocus());
  });

  it('cancels the opening on a second click before the code arrives', async () => {
    const { dropdown, arrive } = deferredDropdown();
    const { trigger, user } = renderMenu(dropdown);
    await user.click(trigger);
    await user.click(trigger);
    await arrive();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles once loaded, and closes on a click outside', async () => {
    const { dropdown, arrive } = deferredDropdown();
    const { trigger, user } = renderMenu(dropdown);
    await user.hover(trigger);
    await arrive();
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger);
    await screen.findByRole('menu');
    // A click on the trigger is not one outside the menu: it closes it once, not reopens it.
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    await screen.findByRole('menu');
    await user.click(screen.getByRole('button', { name: 'Obok' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('lets the next intent try again after a failed load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dropdown, importer, arrive, fail } = deferredDropdown();
    const { trigger, user } = renderMenu(dropdown);
    await user.click(trigger);
    await fail();
    expect(error).toHaveBeenCalledWith('Nie udało się wczytać menu', expect.any(Error));
    expect(screen.queryByRole('menu')).toBeNull();

    await user.click(trigger);
    expect(importer).toHaveBeenCalledTimes(2);
    await arrive();
    await screen.findByRole('menu');
  });
});
