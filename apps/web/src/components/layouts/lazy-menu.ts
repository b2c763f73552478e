import {
  type ComponentType,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/**
 * A menu whose dropdown's code (Mantine's Menu, Popover and focus trap) stays out of the first
 * load (ADR 011) while its trigger is painted with the screen. The trigger is our own element from
 * the start, never swapped when the code arrives, so neither the pointer over it nor its focus is
 * lost; the dropdown attaches to it (`MenuAnchor`).
 */

/** What a lazily loaded dropdown gets from `useLazyMenu`. */
export interface LazyDropdownProps {
  /** Mantine's Menu `id`: the trigger's id, and `${id}-dropdown` the dropdown's. */
  id: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The trigger, for `MenuAnchor`. */
  anchor: RefObject<HTMLElement | null>;
}

/** A dropdown component loaded once per page, on the first intent to open its menu. */
export interface LazyDropdown<P extends LazyDropdownProps> {
  /** The component, once loaded. */
  readonly current: ComponentType<P> | null;
  load: () => Promise<ComponentType<P>>;
}

export function lazyDropdown<P extends LazyDropdownProps>(
  importer: () => Promise<ComponentType<P>>,
): LazyDropdown<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  return {
    get current() {
      return loaded;
    },
    load() {
      loading ??= importer().then(
        (component) => {
          loaded = component;
          return component;
        },
        (error: unknown) => {
          // The next intent tries again (a dropped connection, a deploy in between).
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** Event handlers and ARIA attributes of the trigger, the same before and after the load. */
export interface LazyMenuTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  id: string;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
  onClick: () => void;
}

/**
 * The state of a lazily loaded menu: its code loads on intent (the pointer over the trigger, its
 * focus, a touch) or on the click itself. A click before the code arrives opens the menu once it
 * has; clicking again meanwhile cancels that.
 */
export function useLazyMenu<P extends LazyDropdownProps>(
  dropdown: LazyDropdown<P>,
): {
  Dropdown: ComponentType<P> | null;
  dropdownProps: LazyDropdownProps;
  triggerProps: LazyMenuTriggerProps;
} {
  const id = `menu-${useId().replace(/[^\w-]/g, '')}`;
  const anchor = useRef<HTMLButtonElement>(null);
  const [Dropdown, setDropdown] = useState<ComponentType<P> | null>(() => dropdown.current);
  const [opened, setOpened] = useState(false);
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);

  const load = useCallback(() => {
    if (dropdown.current) {
      setDropdown(() => dropdown.current);
      return;
    }
    dropdown.load().then(
      (component) => setDropdown(() => component),
      (error: unknown) => {
        setOpenWhenLoaded(false);
        console.error('Nie udało się wczytać menu', error);
      },
    );
  }, [dropdown]);

  // The menu clicked while loading opens only after it has rendered closed, as a loaded one does
  // on a click: Mantine then remembers the focused trigger (focus returns to it on close) and
  // moves the focus to the first item.
  useEffect(() => {
    if (!Dropdown || !openWhenLoaded) return;
    setOpenWhenLoaded(false);
    setOpened(true);
  }, [Dropdown, openWhenLoaded]);

  const shown = Dropdown !== null && opened;
  return {
    Dropdown,
    dropdownProps: { id, opened: shown, onChange: setOpened, anchor },
    triggerProps: {
      ref: anchor,
      id,
      'aria-haspopup': 'menu',
      'aria-expanded': shown,
      'aria-controls': shown ? `${id}-dropdown` : undefined,
      onPointerEnter: load,
      onFocus: load,
      onTouchStart: load,
      onClick: () => {
        if (Dropdown) {
          setOpened((current) => !current);
          return;
        }
        setOpenWhenLoaded((current) => !current);
        load();
      },
    },
  };
}
