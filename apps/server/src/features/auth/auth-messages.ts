/** Server texts of the auth feature (the client shows its own catalogue by status, API.md 1.5). */
export const authMessages = {
  wrongCredentials: 'Niepoprawny e-mail lub hasło',
  loginThrottled: 'Zbyt wiele prób logowania. Spróbuj ponownie za kilka minut.',
  resetThrottled: 'Zbyt wiele próśb o link do ustawienia hasła. Spróbuj ponownie później.',
  mockSessionThrottled: 'Zbyt wiele nowych sesji z tego adresu. Spróbuj ponownie później.',
  invalidPasswordToken: 'Link do ustawienia hasła wygasł lub został już użyty',
} as const;
