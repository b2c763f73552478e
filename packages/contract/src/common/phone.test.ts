import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  isPhoneComplete,
  isPhoneEmpty,
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
});
