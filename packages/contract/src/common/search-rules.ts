// Apart from search-fold.ts: the web's first load carries the fold (every option list uses it),
// not this OpenAPI text, which only the server's documents and the admin schemas need.

/**
 * How a search phrase matches (OpenAPI text of every admin search parameter; the API folds with
 * `foldForSearch` and reads phone digits as apps/server's `searchNeedle` does).
 */
export const SEARCH_MATCH_RULES =
  'Accent- and case-insensitive both ways: the phrase and the searched text fold to plain lower ' +
  'case (`zloty klos`, `ZŁOTY KŁOS` and `złoty kłos` find `Złoty Kłos`; `łódzka` and `lodzka` ' +
  'find `Łódzka`). A phrase of digits and phone separators (spaces, `+`, `-`, `(`, `)`, `.`, ' +
  '`/`) matches the phone by its digits, the stored phone counted with its country code 48: ' +
  '`601234567`, `601 234 567`, `+48601234567`, `48601234567` and `0048 601 234 567` find ' +
  '`+48 601-234-567`. `%`, `_` and `\\` are literal (match themselves).';
