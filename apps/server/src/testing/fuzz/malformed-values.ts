/**
 * Inputs that a schema-checked API must refuse or survive: wrong types, NUL, lone surrogates,
 * huge and deeply nested values, odd ids. Each has a label, so that a failure reads well.
 */
export type Labelled<T> = readonly [label: string, value: T];

const deepArray = (depth: number, leaf: unknown) => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const deepObject = (depth: number, leaf: unknown) => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** JSON values (sent as JSON): in place of a body, a field or an array item. */
export const MALFORMED_VALUES: Labelled<unknown>[] = [
  ['null', null],
  ['true', true],
  ['false', false],
  ['0', 0],
  ['-1', -1],
  ['1.5', 1.5],
  ['2**31', 2 ** 31],
  ['1e308', 1e308],
  ['empty string', ''],
  ['blank string', '   '],
  ['NUL', '\u0000'],
  ['NUL inside', 'ab\u0000cd'],
  ['lone high surrogate', '\uD800'],
  ['lone low surrogate', 'x\uDFFFy'],
  ['huge string', 'x'.repeat(200_000)],
  ['huge non-ASCII string', 'żółć'.repeat(20_000)],
  ['fullwidth digits', '１２'],
  ['hex string', '0x10'],
  ['exponent string', '1e309'],
  ['leading space', ' 7'],
  ['trailing space', '7 '],
  ['string true', 'true'],
  ['string [[7]]', '[[7]]'],
  ['SQL', "' or 1=1 --"],
  ['empty object', {}],
  ['empty array', []],
  ['[[7]]', [[7]]],
  ['huge array', Array.from({ length: 20_000 }, () => 7)],
  ['huge array of strings', Array.from({ length: 2000 }, () => 'x'.repeat(100))],
  ['deep array with NUL', deepArray(3000, '\u0000')],
  ['deep array', deepArray(3000, 7)],
  ['deep object', deepObject(1000, 'x')],
  ['many keys', Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))],
  ['__proto__ key', JSON.parse('{"__proto__":{"isAdmin":true}}')],
  ['constructor key', { constructor: { prototype: { isAdmin: true } } }],
];

/** Raw bodies (sent as written): not JSON, or JSON that JavaScript cannot read as written. */
export const MALFORMED_RAW_BODIES: Labelled<string | Buffer>[] = [
  ['unclosed object', '{'],
  ['truncated array', '[1,'],
  ['raw NUL', 'ab\u0000cd'],
  ['escaped lone surrogate', '"\\uD800"'],
  ['invalid UTF-8', Buffer.from([0x7b, 0xed, 0xa0, 0x80, 0x7d])],
  ['deep nesting with NUL', `${'['.repeat(3000)}"\\u0000"${']'.repeat(3000)}`],
  ['unbalanced deep nesting', '['.repeat(100_000)],
  ['over the body limit', 'x'.repeat(1_100_000)],
  ['raw 1e309', '1e309'],
  ['raw 9007199254740993', '9007199254740993'],
  ['raw hex', '0x10'],
  ['raw fullwidth digits', '１２'],
];

/** Content types the body parser may meet; the body is the valid one. */
export const ODD_CONTENT_TYPES: string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/json, text/plain',
  'a/b;;;=',
  '',
];

/**
 * Ids that must be refused wherever an id is expected (issue 6, defect 7): only positive integers in
 * the database range, as JSON numbers or decimal digit strings. As JSON values.
 */
export const INVALID_IDS: Labelled<unknown>[] = [
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['2**31', 2 ** 31],
  ['true', true],
  ['false', false],
  ['[7]', [7]],
  ['[[7]]', [[7]]],
  ['{}', {}],
  ['"0x10"', '0x10'],
  ['"1e1"', '1e1'],
  ['"1e309"', '1e309'],
  ['"１２"', '１２'],
  ['"-1"', '-1'],
  ['"2147483648"', '2147483648'],
  ['"9007199254740993"', '9007199254740993'],
  ['"7abc"', '7abc'],
];

/** The same as raw text bodies and as path segments (percent-encoded where needed). */
export const INVALID_ID_TEXTS: string[] = [
  '-1',
  '0',
  '1e309',
  '0x10',
  '１２',
  '2147483648',
  '9007199254740993',
  'true',
  '[[7]]',
  '7.5',
];

/** Path segments that are odd but not ids-to-refuse in every position (a no-match 404 is fine). */
export const ODD_PATH_SEGMENTS: string[] = [
  ' 7',
  '7 ',
  '%00',
  '%ED%A0%80',
  '%',
  '..',
  '%2e%2e',
  '7'.repeat(300),
  'x'.repeat(5000),
];

/** Path parameters with control characters: every route must answer them 400 (issue 24). */
export const CONTROL_CHARACTER_PARAMS: Labelled<string>[] = [
  ['NUL inside', 'a\u0000b'],
  ['NUL alone', '\u0000'],
  ['SOH', 'a\u0001b'],
  ['line feed', 'a\nb'],
  ['unit separator', 'a\u001fb'],
  ['DEL', 'a\u007fb'],
];
