import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { foldOptionsFilter } from '@/lib/fold-option-filter.ts';

/** A confident, calm blue: trustworthy for a B2B sales product without being loud. */
const brand: MantineColorsTuple = [
  '#edf2ff',
  '#d9e1fb',
  '#b0c0f2',
  '#849deb',
  '#5f80e4',
  '#476de0',
  '#2b4fc7',
  '#2446b3',
  '#1c3da1',
  '#10338e',
];

/**
 * Mantine's red with darker shades from 6 on: red-6 is the filled colour, the red text of menu
 * items and buttons and (below) the error colour, and Mantine's own #fa5252 reaches only 3.3:1 on
 * white. #c92a2a gives 5.5:1 on white, 5.2:1 on gray-0 and 5.5:1 under white text.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#f03e3e',
  '#c92a2a',
  '#b02525',
  '#9c2121',
  '#861c1c',
];

/**
 * Text colours that pass WCAG AA (4.5:1) for normal-size text. Every `c="dimmed"`, placeholder,
 * disabled control and error message takes them from these variables, so no screen sets its own.
 * Contrast of #5c636a: 6.1 on white, 5.8 on gray-0 (#f8f9fa), 5.1 on the disabled fill gray-2
 * (#e9ecef), 5.4 on the brand tint (#edf2ff); of #697077 (placeholders): 5.0 on white.
 */
export const accessibleTextColors = {
  dimmed: '#5c636a',
  disabled: '#5c636a',
  placeholder: '#697077',
  error: 'var(--mantine-color-red-6)',
} as const;

/**
 * The text colour of a light variant (badges, light buttons and alerts, issue 28) where Mantine's
 * shade 9 misses WCAG AA (4.5:1) on the variant's tint (shade 1): 'Zrealizowane' (green) was
 * 3.8:1, 'Obecny opiekun' (teal) 4.3:1. Each is shade 9 darkened just enough; constants, not
 * computed in the browser, because the theme is in the first load. theme.test.ts measures every
 * colour, so a Mantine palette change that breaks AA fails there.
 */
export const lightVariantTextColors: Readonly<Record<string, string>> = {
  teal: '#087956',
  green: '#257535',
  lime: '#4a760a',
  yellow: '#a15300',
  orange: '#b83d0d',
};

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': accessibleTextColors.dimmed,
    '--mantine-color-disabled-color': accessibleTextColors.disabled,
    '--mantine-color-placeholder': accessibleTextColors.placeholder,
    '--mantine-color-error': accessibleTextColors.error,
    ...Object.fromEntries(
      Object.entries(lightVariantTextColors).map(([name, colour]) => [
        `--mantine-color-${name}-light-color`,
        colour,
      ]),
    ),
  },
  dark: {},
});

const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Above every modal level (features/profile/modals: 1000 + 10 per stacked level). */
const FLOATING_Z_INDEX = 1200;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand, red },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Floating layers (portals) sit above the profile's stacked modals (z-index 1000 + 10 per
    // level): Mantine's default popover layer (300) would open a select's options or a hint
    // behind the modal it belongs to.
    Tooltip: { defaultProps: { transitionProps: { duration: 300 }, zIndex: FLOATING_Z_INDEX } },
    Popover: { defaultProps: { zIndex: FLOATING_Z_INDEX } },
    Combobox: { defaultProps: { zIndex: FLOATING_Z_INDEX } },
    // Searchable option lists fold accents and case like the admin search (issue 28).
    Select: { defaultProps: { filter: foldOptionsFilter } },
    MultiSelect: { defaultProps: { filter: foldOptionsFilter } },
    Autocomplete: { defaultProps: { filter: foldOptionsFilter } },
    TagsInput: { defaultProps: { filter: foldOptionsFilter } },
    Menu: { defaultProps: { transitionProps: { duration: 300 }, zIndex: FLOATING_Z_INDEX } },
    Button: { defaultProps: { radius: 'md' } },
    // Mantine's close button has no text: every modal's gets the Polish name screen readers say.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Zamknij' } } },
    // The same for every toast (notifications.show renders a Notification).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Zamknij powiadomienie' } } },
    // A Loader is a bare span: its aria-label counts (and passes axe) only with a role.
    Loader: { defaultProps: { role: 'status' } },
  },
});
