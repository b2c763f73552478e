import { act } from '@testing-library/react';
import { afterEach } from 'vitest';
import { renderWithManagers } from '@/testing/render.tsx';
import { closeAllProfileModals } from '../../modals/open-profile-modal.tsx';

/**
 * The modal stack lives outside React: a modal left open by a test would make the next test's
 * modal a "stacked" one. Closed while the providers are still mounted (before RTL's cleanup).
 */
afterEach(() => act(() => closeAllProfileModals()));

/** Renders the app's providers (modals manager included) and opens a modal through `open`. */
export const renderModal = renderWithManagers;

/** The body a recorded request sent, parsed when it is JSON. */
export function sentBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
