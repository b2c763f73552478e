import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  isPhoneComplete,
  isPhoneEmpty,
  nationalDigitsOfWholePhone,
  normalizePhone,
  optionalPhoneInputField,
  phoneDigits,
  phoneForRequest,
} from './phone.ts';

describe('phone mask logic', () => {
  it('treats only the fully masked number as complete', () => {
    expect(isPhoneComplete('+48 123-456-789')).toBe(true);
    expect(isPhoneComplete('+48 123-456-78')).toBe(false);
    expect(isPhoneComplete('+48 123456789')).toBe(false);
    expect(isPhoneComplete('+48')).toBe(false);
    expect(isPhoneComplete('')).toBe(false);
  });

  it('sees the bare prefix and separators as empty', () => {
    expect(isPhoneEmpty('')).toBe(true);
    expect(isPhoneEmpty('+48')).toBe(true);
    expect(isPhoneEmpty('+48 ')).toBe(true);
    expect(isPhoneEmpty('+48 1')).toBe(false);
  });

  it('reads the national digits after the prefix', () => {
    expect(phoneDigits('+48 123-456-789')).toBe('123456789');
    expect(phoneDigits('+48 12')).toBe('12');
    expect(phoneDigits('+48')).toBe('');
  });

  it('sends the phone only when complete', () => {
    expect(phoneForRequest('+48 123-456-789')).toBe('+48 123-456-789');
    expect(phoneForRequest('+48')).toBeUndefined();
    expect(phoneForRequest('+48 123-45')).toBeUndefined();
    expect(phoneForRequest('')).toBeUndefined();
    expect(phoneForRequest(undefined)).toBeUndefined();
  });

  it('accepts an empty or complete form value and refuses a partial one', () => {
    expect(optionalPhoneInputField.safeParse('+48').success).toBe(true);
    expect(optionalPhoneInputField.safeParse('').success).toBe(true);
    expect(optionalPhoneInputField.safeParse('+48 123-456-789').success).toBe(true);
    const partial = optionalPhoneInputField.safeParse('+48 123-4');
    expect(partial.success).toBe(false);
    expect(partial.error?.issues[0]?.message).toBe(messages.phoneFormat);
  });

  it('normalises a whole pasted or autofilled number with any prefix and separators', () => {
    for (const text of [
      '0048511222333',
      '+48511222333',
      '48511222333',
      '511222333',
      '+48 511 222 333',
      '+48 511-222-333',
      '0048 (511) 222-333',
      '(+48) 511.222.333',
      ' +48\u00a0511\u00a0222\u00a0333 ',
      '48 511 222 333',
    ]) {
      expect(normalizePhone(text), text).toBe('+48 511-222-333');
      expect(nationalDigitsOfWholePhone(text), text).toBe('511222333');
    }
  });

  it('keeps a national number that itself starts with 48', () => {
    expect(normalizePhone('485112223')).toBe('+48 485-112-223');
    expect(normalizePhone('+48 485 112 223')).toBe('+48 485-112-223');
  });

  it('refuses what is not one whole Polish number', () => {
    for (const text of [
      '',
      '5',
      '51122233',
      '5112223334',
      '+49 511 222 333',
      '0049511222333',
      '00048511222333',
      '+48 511 222 33x',
      '++48511222333',
    ]) {
      expect(normalizePhone(text), text).toBeNull();
      expect(nationalDigitsOfWholePhone(text), text).toBeNull();
    }
  });
});
