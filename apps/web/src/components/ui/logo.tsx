import { Box, type BoxProps } from '@mantine/core';

/** The Handlowo wordmark: a rounded "H" mark with a rising accent dot, and the name. */
export function Logo({ height = 28, ...props }: BoxProps & { height?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 168 32"
      h={height}
      w={(height * 168) / 32}
      role="img"
      aria-label="Handlowo"
      {...props}
    >
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-6)" />
      <path
        d="M10 9v14M22 9v14M10 16h12"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="22" cy="9" r="2.6" fill="var(--mantine-color-teal-3)" />
      <text
        x="42"
        y="23"
        fontFamily="var(--mantine-font-family)"
        fontSize="21"
        fontWeight="700"
        letterSpacing="-0.4"
        fill="var(--mantine-color-text)"
      >
        Handlowo
      </text>
    </Box>
  );
}
