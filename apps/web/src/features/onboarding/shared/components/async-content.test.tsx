import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AsyncContent } from './async-content.tsx';

/** A step's options that never arrive, shown through AsyncContent. */
function Pending() {
  const query = useQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => {}) });
  return <AsyncContent query={query}>{(data) => data}</AsyncContent>;
}

describe('AsyncContent', () => {
  it('announces its placeholders as a named loading status', () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Pending />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const status = screen.getByRole('status', { name: 'Ładowanie' });
    expect(status.getAttribute('aria-busy')).toBe('true');
  });
});
