import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { transitionProps: { duration: 300 } } },
    Menu: { defaultProps: { transitionProps: { duration: 300 } } },
    Button: { defaultProps: { radius: 'md' } },
  },
});
