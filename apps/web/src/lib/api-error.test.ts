import { errorTexts } from '@handlowo/contract';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorMessageOf,
  errorTextFor,
  NETWORK_ERROR_STATUS,
  savingErrorText,
} from './api-error.ts';

describe('errorTextFor (the error catalogue)', () => {
  it.each([
    [404, 'Picture not found', 'Nie znaleziono obrazka w tle'],
    [404, 'User not found', 'Użytkownik nie istnieje'],
    [404, 'Invalid credentials', 'Niepoprawny login lub hasło. Spróbuj ponownie'],
    [404, null, 'Niepoprawny login lub hasło. Spróbuj ponownie'],
    [403, 'Forbidden', 'Sesja wygasła, zaloguj się ponownie'],
    [409, 'Email taken', 'Użytkownik z takim adresem email już istnieje'],
    [500, 'boom', 'Wystąpił błąd serwera. Spróbuj później'],
    [NETWORK_ERROR_STATUS, null, 'Wystąpił błąd serwera. Spróbuj później'],
    [400, 'Podaj email', 'Wystąpił nieznany błąd'],
    [401, null, 'Wystąpił nieznany błąd'],
    [410, null, 'Wystąpił nieznany błąd'],
    [422, null, 'Wystąpił nieznany błąd'],
    [502, null, 'Wystąpił błąd serwera. Spróbuj później'],
    [
      503,
      'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
      'Wystąpił błąd serwera. Spróbuj później',
    ],
  ])('%i with %j → %s', (status, serverMessage, text) => {
    expect(errorTextFor(status, serverMessage)).toBe(text);
  });

  it('matches the two wire messages exactly, not loosely', () => {
    expect(errorTextFor(404, 'user not found')).toBe(errorTexts.wrongCredentials);
    expect(errorTextFor(404, 'Picture not found.')).toBe(errorTexts.wrongCredentials);
  });

  it('ApiError carries the status, the catalogue text and the server message', () => {
    const error = new ApiError(409, 'Email already used');
    expect(error).toMatchObject({
      status: 409,
      message: errorTexts.emailTaken,
      serverMessage: 'Email already used',
    });
    expect(errorMessageOf(error)).toBe(errorTexts.emailTaken);
    expect(errorMessageOf(new Error('x'))).toBe(errorTexts.unknownError);
  });
});

describe('savingErrorText', () => {
  const textOf = savingErrorText(['Ta usługa jest już w Twoim zleceniu', 'Nie znaleziono usługi']);

  it("shows a feature's own 400 and 404 messages as the server sent them", () => {
    expect(textOf(new ApiError(400, 'Ta usługa jest już w Twoim zleceniu'))).toBe(
      'Ta usługa jest już w Twoim zleceniu',
    );
    expect(textOf(new ApiError(404, 'Nie znaleziono usługi'))).toBe('Nie znaleziono usługi');
  });

  it('shows the catalogue text for unknown messages, other statuses and other errors', () => {
    expect(textOf(new ApiError(400, 'Something internal'))).toBe(errorTextFor(400, null));
    expect(textOf(new ApiError(500, 'Nie znaleziono usługi'))).toBe(errorTexts.serverError);
    expect(textOf(new Error('boom'))).toBe(errorTexts.unknownError);
  });
});
