import { describe, expect, it } from 'vitest';
import {
  type CopyFinding,
  fixedPluralProblem,
  genderFormProblem,
  type SourceText,
  scannedFiles,
  textsOf,
  textsOfCode,
  titleCaseProblem,
} from './copy-lint.ts';

/** An exception to a check: one text of one file, and why it is right as it is. */
interface Allowed {
  file: string;
  text: string;
  reason: string;
}

/**
 * Spec sentences that must stay verbatim although they carry a '/aś' form. None today: issue 28
 * rewrote the spec's own ('Nie uzupełniłeś/aś dane' → 'Nie uzupełniono danych'). A row here needs
 * the spec's place and the reason the words cannot change.
 */
const verbatimGenderForms: Allowed[] = [];

const fixedPluralsThatAgree: Allowed[] = [
  {
    file: 'apps/server/src/features/demo-data/fill-freelancer.ts',
    text: '{n} lat',
    reason:
      "after 'od' the genitive 'lat' is right for every count above 1 ('od 2 lat', 'od 22 lat')",
  },
];

const titleCaseNames: Allowed[] = [];
/** Files of proper names (places), where every word takes a capital. */
const filesOfNames = ['apps/web/src/features/service-wizard/steps/products/polish-cities.ts'];

const files = scannedFiles();
const texts: SourceText[] = files.flatMap((file) => textsOf(file));

function findings(problem: (text: string) => string | null, allowed: Allowed[]): CopyFinding[] {
  return texts.flatMap((text) => {
    const found = problem(text.text);
    if (!found) return [];
    if (allowed.some((a) => a.file === text.file && text.text.includes(a.text))) return [];
    return [{ ...text, problem: found }];
  });
}

const readable = (list: CopyFinding[]) =>
  list.map((f) => `${f.file}:${f.line} ${f.problem}: ${f.text.slice(0, 120)}`);

describe('the copy checks find what issue 28 fixed by hand', () => {
  it.each([
    'Nie uzupełniłeś/aś dane o doświadczeniu',
    'Nie dodałeś/aś żadnych wideo',
    'Po zmianie hasła pozostaniesz zalogowany(-a) tutaj',
    'Jeśli to nie Ty prosiłeś(-aś) o zmianę hasła',
    '{n} przyjął(-ęła) usługę',
    'Zostałeś(-aś) dodany(-a) jako administrator',
  ])('a gender form: %s', (text) => {
    expect(genderFormProblem(text)).not.toBeNull();
  });

  it.each([
    'Nie uzupełniono danych o doświadczeniu',
    'Sortuj (a-z)',
    'avg(a.score)',
    'https://example.com/a?b=1',
    'Ta opinia ma już Twoją odpowiedź',
  ])('not a gender form: %s', (text) => {
    expect(genderFormProblem(text)).toBeNull();
  });

  it.each([
    'Od {years} lat',
    'Możesz dodać maksymalnie {n} produktów',
    'Link jest ważny przez {n} godziny',
    'Starsze niż {n} dni',
    '{n} wiadomości',
  ])('a count with a fixed noun form: %s', (text) => {
    expect(fixedPluralProblem(text)).not.toBeNull();
  });

  it.each(['3-5 lat', 'Powyżej 6 lat', 'Zlecenie nr {n}', '{n} – {n}'])(
    'not a counted form: %s',
    (text) => {
      expect(fixedPluralProblem(text)).toBeNull();
    },
  );

  it('reads a count in JSX text as one text with its noun', () => {
    const code = 'export const A = ({ n }: { n: number }) => <p>Masz {n} zleceń</p>;';
    const read = textsOfCode('a.tsx', code).map((t) => t.text);
    expect(read).toContain('{n} zleceń');
    expect(read.map(fixedPluralProblem).filter(Boolean)).toHaveLength(1);
  });

  it.each(['Wybierz Kraj', 'Narzędzia Sprzedażowe', 'Wybierz Województwo', 'Zmień Hasło'])(
    'Title Case: %s',
    (text) => {
      expect(titleCaseProblem(text)).not.toBeNull();
    },
  );

  it.each([
    'Wybierz kraj',
    'Narzędzia sprzedażowe',
    'Google Meet',
    'Twoje produkty',
    '01 Wybierz usługę',
    'Regulamin serwisu Handlowo',
    'Microsoft Dynamics 365',
  ])('sentence case or a name: %s', (text) => {
    expect(titleCaseProblem(text)).toBeNull();
  });
});

describe('interface text of the web app, the contract and the server', () => {
  it('reads the sources (a check over no files would pass on anything)', () => {
    expect(files.some((f) => f.startsWith('apps/web/src/'))).toBe(true);
    expect(files.some((f) => f.startsWith('packages/contract/src/'))).toBe(true);
    expect(files.some((f) => f.startsWith('apps/server/src/'))).toBe(true);
    expect(files.some((f) => /\.test\.tsx?$/.test(f))).toBe(false);
    expect(texts.length).toBeGreaterThan(1000);
  });

  it("addresses the user without '/aś' or '(-a)' forms", () => {
    expect(readable(findings(genderFormProblem, verbatimGenderForms))).toEqual([]);
  });

  it('prints every count with a noun through counted() and its plural forms', () => {
    expect(readable(findings(fixedPluralProblem, fixedPluralsThatAgree))).toEqual([]);
  });

  it('writes labels and headings in sentence case', () => {
    // Labels live in the web app and the contract; the server's texts are names (schools, firms).
    const inLabels = findings(titleCaseProblem, titleCaseNames).filter(
      (f) => !f.file.startsWith('apps/server/') && !filesOfNames.includes(f.file),
    );
    expect(readable(inLabels)).toEqual([]);
  });

  it('keeps each allowed exception needed (a stale row hides nothing)', () => {
    for (const allowed of [...verbatimGenderForms, ...fixedPluralsThatAgree, ...titleCaseNames]) {
      const present = texts.some((t) => t.file === allowed.file && t.text.includes(allowed.text));
      expect(present, `${allowed.file}: ${allowed.text}`).toBe(true);
    }
  });
});
