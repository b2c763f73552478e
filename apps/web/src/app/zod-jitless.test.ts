import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('makes zod build its parsers without eval', async () => {
    await import('./zod-jitless.ts');
    const { config } = await import('zod/v4/core');
    const { util } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    // zod's eval probe answers "no" under jitless (and so never calls `new Function`).
    expect(util.allowsEval.value).toBe(false);
  });
});
