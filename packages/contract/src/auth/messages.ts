/**
 * Texts of the e-mail verification and the registration limit (issue 24): all ours, the spec has
 * neither (listed in docs/adr/017-email-verification.md). No zod here: the login screen imports
 * these, and its first-load bundle must not pull in the schemas.
 */
export const emailVerificationMessages = {
  /** Login of an account older than 7 days whose address was never confirmed (400). */
  notVerified:
    'Potwierdź adres e-mail, aby się zalogować. Link wysłaliśmy przy rejestracji — jeśli go nie masz, wyślij ponownie.',
  /** The verification link is unknown, expired or used (400). */
  invalidLink:
    'Link potwierdzający wygasł lub został już użyty. Jeśli adres jest już potwierdzony, po prostu się zaloguj; jeśli nie, poproś o nowy link na ekranie logowania.',
  resendThrottled: 'Zbyt wiele próśb o link potwierdzający. Spróbuj ponownie później.',
  resendButton: 'Wyślij ponownie',
  /** Shown after a resend: the answer is the same whether the account exists or not. */
  resent:
    'Jeśli konto o tym adresie czeka na potwierdzenie, wysłaliśmy na nie nowy link. Sprawdź skrzynkę e-mail.',
  verifying: 'Potwierdzamy adres e-mail…',
  verified: 'Adres e-mail został potwierdzony. Możesz korzystać z konta.',
} as const;

export const registrationMessages = {
  /** 429 past the per-address registration limit. */
  limit:
    'Z tego adresu sieciowego założono w ostatniej godzinie zbyt wiele kont. Spróbuj ponownie później.',
} as const;
