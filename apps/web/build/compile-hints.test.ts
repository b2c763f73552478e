import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, withCompileHint } from './compile-hints.ts';

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const code = 'const __vite__mapDeps=()=>[];import"./a.js";';
    expect(withCompileHint(code)).toBe(`//# allFunctionsCalledOnLoad\n${code}`);
    expect(withCompileHint(withCompileHint(code))).toBe(withCompileHint(code));
  });
});

describe('compileHints', () => {
  it('marks every JavaScript chunk and leaves other assets alone', () => {
    const bundle = {
      'assets/index.js': { type: 'chunk', code: 'import"./react.js";' },
      'assets/screen.js': { type: 'chunk', code: 'export const a=1;' },
      'assets/index.css': { type: 'asset', source: 'body{margin:0}' },
    } as unknown as OutputBundle;
    const { generateBundle } = compileHints();
    if (typeof generateBundle !== 'object' || generateBundle === null) throw new Error('no hook');
    generateBundle.handler.call({} as never, {} as never, bundle, false);
    expect(bundle['assets/index.js']).toMatchObject({ code: `${COMPILE_HINT}import"./react.js";` });
    expect(bundle['assets/screen.js']).toMatchObject({ code: `${COMPILE_HINT}export const a=1;` });
    expect(bundle['assets/index.css']).toMatchObject({ source: 'body{margin:0}' });
  });
});
