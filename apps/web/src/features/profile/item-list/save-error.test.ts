import { errorTexts } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { itemErrorText } from './save-error.ts';

describe('the error text of an entry save or delete', () => {
  it("shows the server's own profile message for a full list or a vanished entry", () => {
    const full = 'Możesz dodać maksymalnie 30 certyfikatów i licencji';
    expect(itemErrorText(new ApiError(400, full))).toBe(full);
    expect(itemErrorText(new ApiError(404, 'Nie znaleziono pozycji doświadczenia'))).toBe(
      'Nie znaleziono pozycji doświadczenia',
    );
  });

  it('falls back to the catalogue text for anything else', () => {
    expect(itemErrorText(new ApiError(400, 'Something odd'))).toBe(errorTexts.unknownError);
    expect(itemErrorText(new ApiError(500, null))).toBe(errorTexts.serverError);
    expect(itemErrorText(new Error('boom'))).toBe(errorTexts.unknownError);
  });
});
