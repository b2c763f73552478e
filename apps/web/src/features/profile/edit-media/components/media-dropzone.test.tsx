import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishScreenReaderTexts } from '@/testing/english-labels.ts';
import { MediaDropzone } from './media-dropzone.tsx';

describe('MediaDropzone', () => {
  it.each([
    ['image', 'Wybierz zdjęcie'],
    ['video', 'Wybierz wideo'],
  ] as const)(
    'names its %s file input in Polish, not react-dropzone’s file upload',
    (kind, label) => {
      const { container } = render(
        <MantineProvider env="test">
          <MediaDropzone kind={kind} onFile={() => {}} onProblem={() => {}} />
        </MantineProvider>,
      );
      expect(container.querySelector('input[type="file"]')).toHaveAttribute('aria-label', label);
      expect(englishScreenReaderTexts(container)).toEqual([]);
    },
  );
});
