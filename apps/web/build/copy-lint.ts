import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Copy checks over the repository's source (issue 28): they read the texts a user can see (string
 * literals, template literals and JSX text of non-test files) and find the kinds of defect that
 * were fixed by hand once, so they do not come back.
 */

/** One piece of text in a source file; each `${…}` of a template (and JSX `{…}`) reads `{n}`. */
export interface SourceText {
  file: string;
  line: number;
  text: string;
}

/** A finding: where, which text, and what is wrong. */
export interface CopyFinding extends SourceText {
  problem: string;
}

const repositoryRoot = join(import.meta.dirname, '../../..');

/** The source trees whose texts reach users: the web app, the contract, the server's texts. */
export const scannedRoots = ['apps/web/src', 'packages/contract/src', 'apps/server/src'];

function isScanned(name: string): boolean {
  return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts');
}

/** Test helpers and fixtures hold sample data, not interface text. */
const skippedFolders = new Set(['node_modules', 'testing', '__snapshots__']);

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) yield* walk(join(dir, entry.name));
    } else if (isScanned(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}

/** Every scanned file, as a path relative to the repository root. */
export function scannedFiles(roots: readonly string[] = scannedRoots): string[] {
  return roots.flatMap((root) =>
    [...walk(join(repositoryRoot, root))].map((file) => relative(repositoryRoot, file)),
  );
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function isModuleName(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
  );
}

/** The first word of a JSX text, when it follows `{expression}` directly: `{count} zleceń`. */
function jsxTextAfterExpression(node: ts.JsxText): boolean {
  const siblings = ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent);
  if (!siblings) return false;
  const children = node.parent.children;
  const index = children.indexOf(node);
  return index > 0 && ts.isJsxExpression(children[index - 1] as ts.Node);
}

/** The texts of one file (code given directly; `file` names it in findings). */
export function textsOfCode(file: string, code: string): SourceText[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const texts: SourceText[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isModuleName(node)) texts.push({ file, line: lineOf(source, node), text: node.text });
    } else if (ts.isTemplateExpression(node)) {
      const text = node.head.text + node.templateSpans.map((s) => `{n}${s.literal.text}`).join('');
      texts.push({ file, line: lineOf(source, node), text });
    } else if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (text) {
        // `{count} zleceń` reads as one text: the expression's place is marked like a template's.
        const joined = jsxTextAfterExpression(node) && /^\s/.test(node.text) ? `{n} ${text}` : text;
        texts.push({ file, line: lineOf(source, node), text: joined });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The texts of one scanned file. */
export function textsOf(file: string): SourceText[] {
  return textsOfCode(file, readFileSync(join(repositoryRoot, file), 'utf8'));
}

/**
 * '/aś', '(-aś)', 'eś/aś', 'dodany(-a)', 'przyjął(-ęła)': a word with its feminine ending glued on
 * by a slash or in brackets. Interface text addresses the user in forms that need no gender.
 */
// The masculine form ends in -eś, -ł, -y or -i ('dodałeś', 'przyjął', 'zalogowany', 'drogi');
// the feminine ending follows it: '/aś', '/a', '(-a)', '(-aś)', '(-ęła)'.
const feminineEnding = 'a|aś|ła|łaś|ęła|ęłaś|na|ona|ka|ni|ły';
const genderForm = new RegExp(
  `(?:eś|ł|y|i)(?:\\/(?:${feminineEnding})(?!\\p{L})|\\(-?(?:${feminineEnding})\\))`,
  'u',
);

export function genderFormProblem(text: string): string | null {
  const match = genderForm.exec(text);
  return match ? `gender form '${match[0]}' (use a form that needs no gender)` : null;
}

/**
 * Fixed Polish forms of counted nouns. After an interpolated count (`${n}`, JSX `{n}`, a `{years}`
 * placeholder) they must come from the plural helper (`counted` in the contract): '1 lat',
 * '2 zleceń' and '5 opinie' are what a fixed form prints. A number written out ('3-5 lat') is
 * checked by whoever writes it.
 */
const countedNounForms = [
  'rok',
  'lata',
  'lat',
  'miesiąc',
  'miesiące',
  'miesięcy',
  'tydzień',
  'tygodnie',
  'tygodni',
  'dzień',
  'dni',
  'godzina',
  'godziny',
  'godzin',
  'minuta',
  'minuty',
  'minut',
  'zlecenie',
  'zlecenia',
  'zleceń',
  'usługa',
  'usługi',
  'usług',
  'wiadomość',
  'wiadomości',
  'opinia',
  'opinie',
  'opinii',
  'ocena',
  'oceny',
  'ocen',
  'powiadomienie',
  'powiadomienia',
  'powiadomień',
  'freelancerów',
  'freelancerzy',
  'inwestor',
  'inwestorów',
  'inwestorzy',
  'plik',
  'pliki',
  'plików',
  'załącznik',
  'załączniki',
  'załączników',
  'produkt',
  'produkty',
  'produktów',
  'projekt',
  'projekty',
  'projektów',
  'znak',
  'znaki',
  'znaków',
  'wynik',
  'wyniki',
  'wyników',
  'oferta',
  'oferty',
  'ofert',
  'administrator',
  'administratorów',
];

const countedNoun = new RegExp(`\\{\\w+\\}\\s(?:${countedNounForms.join('|')})(?!\\p{L})`, 'u');

export function fixedPluralProblem(text: string): string | null {
  const match = countedNoun.exec(text);
  return match ? `count with a fixed noun form '${match[0]}' (use counted() and its forms)` : null;
}

/** Every text of the scanned files that `problem` finds wrong. */
export function findProblems(
  problem: (text: string) => string | null,
  files: readonly string[] = scannedFiles(),
): CopyFinding[] {
  return files.flatMap((file) =>
    textsOf(file).flatMap((text) => {
      const found = problem(text.text);
      return found ? [{ ...text, problem: found }] : [];
    }),
  );
}

/**
 * Words that keep their capital inside a Polish label: names, brands, the defined terms of the
 * legal texts, and the pronouns of address (Twój, Ciebie) that Polish capitalises in letters.
 */
const capitalisedWords = new Set([
  'Handlowo',
  'Polska',
  'Polski',
  'Europe/Warsaw',
  'LinkedIn',
  'Google',
  'Facebook',
  'Microsoft',
  'Dynamics',
  'Teams',
  'Meet',
  'Analytics',
  'Studio',
  'Sales',
  'Navigator',
  'Key',
  'Account',
  'Management',
  'SaaS',
  'Regulamin',
  'Regulaminu',
  'Polityka',
  'Polityki',
  'Prywatności',
  'Serwis',
  'Serwisu',
  'Wiadomościach',
  'Ty',
  'Ci',
  'Cię',
  'Ciebie',
  'Tobie',
  'Tobą',
]);
const capitalisedStems = [/^Tw[oó]/u, /^Freelancer/u, /^Inwestor/u, /^Administrator/u, /^Zleceni/u];

/**
 * Title Case in a short label or heading ('Wybierz Kraj', 'Narzędzia Sprzedażowe'): Polish labels
 * take a capital on the first word only. Short texts only (up to six words, no full stop), where a
 * capital inside is not the start of a sentence.
 */
export function titleCaseProblem(text: string): string | null {
  // ' – ' joins a document title to its section name ('Rozmowa o zleceniu – Wiadomości').
  if (text.length > 60 || /[.!?:;„"]|\{n\}| – /.test(text)) return null;
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 6) return null;
  for (const [index, word] of words.entries()) {
    // The first word, and one after a number ('01 Wybierz usługę'), starts the label.
    if (index === 0 || !/^\p{L}/u.test(words[index - 1] ?? '')) continue;
    if (!/^\p{Lu}\p{Ll}+$/u.test(word)) continue;
    if (capitalisedWords.has(word) || capitalisedStems.some((stem) => stem.test(word))) continue;
    // Only Polish words: an English name ('Google Meet', 'Cold Calling') keeps its capitals.
    if (
      !/[ąćęłńóśźż]/u.test(text) &&
      !/^(Wybierz|Dodaj|Edytuj|Usuń|Podaj|Zapisz|Wpisz|Pokaż|Ukryj|Zobacz|Otwórz|Zamknij)$/u.test(
        words[0] ?? '',
      )
    ) {
      continue;
    }
    return `Title Case '${word}' in a label (Polish labels take sentence case)`;
  }
  return null;
}
