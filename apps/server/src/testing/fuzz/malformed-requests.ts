import fc from 'fast-check';
import type { z } from 'zod';
import type { RegisteredRoute } from '../access/route-table.ts';
import type { AccessRequest } from '../access/types.ts';
import {
  CONTROL_CHARACTER_PARAMS,
  INVALID_ID_TEXTS,
  INVALID_IDS,
  MALFORMED_RAW_BODIES,
  MALFORMED_VALUES,
  ODD_CONTENT_TYPES,
  ODD_PATH_SEGMENTS,
} from './malformed-values.ts';
import { element, isIdLike, properties } from './zod-shape.ts';

type Schema = z.core.$ZodType;

export type FuzzRequest = AccessRequest & { query?: Record<string, string | string[]> };

/** One malformed request; its label is what a failure report shows (not a 200 kB body). */
export class FuzzCase {
  constructor(
    readonly label: string,
    readonly request: FuzzRequest,
    /** An invalid id went where an id belongs: anything but 4xx is a defect. */
    readonly mustReject = false,
  ) {}
  [fc.toStringMethod]() {
    return this.label;
  }
  toString() {
    return this.label;
  }
}

const pick = <T>(items: readonly T[]) => fc.constantFrom(...items);
const encodeSegment = (s: string) => (s.includes('%') ? s : encodeURIComponent(s));

/** The path parameters' values in a concrete URL of the route (`/a/:id` + `/a/7` → {id: '7'}). */
function paramValues(routeUrl: string, url: string): Map<string, string> {
  const pattern = routeUrl.split('/');
  const actual = (url.split('?')[0] ?? '').split('/');
  const values = new Map<string, string>();
  pattern.forEach((segment, i) => {
    if (segment.startsWith(':')) values.set(segment.slice(1), actual[i] ?? '');
  });
  return values;
}

function withParam(routeUrl: string, base: Map<string, string>, name: string, value: string) {
  return routeUrl
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const param = segment.slice(1);
      return param === name ? value : (base.get(param) ?? '');
    })
    .join('/');
}

/**
 * Malformed variants of a valid request, derived from the route's zod schemas: the whole body,
 * one field or item of it, extra fields, raw text, content types, path parameters and query.
 */
export function malformedRequests(
  route: RegisteredRoute,
  valid: AccessRequest,
): { arbitrary: fc.Arbitrary<FuzzCase>; examples: FuzzCase[] } {
  const schema = route.schema as
    | { body?: Schema; params?: Schema; querystring?: Schema }
    | undefined;
  const bodySchema = schema?.body;
  const contentType = valid.contentType;
  const withBody = (label: string, body: unknown, mustReject = false, type = contentType) =>
    new FuzzCase(
      label,
      { ...valid, body, ...(type === undefined ? {} : { contentType: type }) },
      mustReject,
    );

  // Tried on every run whatever the seed: the kinds of input that have broken the API before.
  const examples: FuzzCase[] = [
    withBody('raw body: deep nesting with NUL', `${'['.repeat(3000)}"\\u0000"${']'.repeat(3000)}`),
  ];
  const cases: fc.Arbitrary<FuzzCase>[] = [
    pick(MALFORMED_VALUES).map(([label, value]) => withBody(`body = ${label}`, value)),
    pick(MALFORMED_RAW_BODIES).map(([label, raw]) => withBody(`raw body: ${label}`, raw)),
    pick(ODD_CONTENT_TYPES).map((type) =>
      withBody(`content type '${type}'`, valid.body, false, type),
    ),
    fc
      .dictionary(
        pick(['page', 'size', 'sort', 'id', '__proto__', 'x'.repeat(300)]),
        fc.oneof(
          pick(MALFORMED_VALUES.filter(([, v]) => typeof v === 'string')).map(([, v]) => String(v)),
          fc.array(pick(INVALID_ID_TEXTS), { minLength: 2, maxLength: 3 }),
        ),
      )
      .map((query) => new FuzzCase(`query ${Object.keys(query).join(',')}`, { ...valid, query })),
  ];

  // The query's own fields, when the route declares a query schema.
  const queryFields = Object.keys(schema?.querystring ? properties(schema.querystring) : {});
  if (queryFields.length > 0) {
    cases.push(
      fc.tuple(pick(queryFields), pick([...INVALID_ID_TEXTS, ...ODD_PATH_SEGMENTS])).map(
        ([field, value]) =>
          new FuzzCase(`query ${field}=${value.slice(0, 40)}`, {
            ...valid,
            query: { [field]: value },
          }),
      ),
    );
  }

  // Path parameters: odd ids everywhere; an id-like parameter must refuse the invalid ones.
  const paramSchemas = schema?.params ? properties(schema.params) : {};
  const baseParams = paramValues(route.url, valid.url);
  for (const [name, paramSchema] of Object.entries(paramSchemas)) {
    const idLike = isIdLike(paramSchema);
    const at = (value: string, mustReject: boolean, label: string) =>
      new FuzzCase(
        `param ${name} = ${label}`,
        { ...valid, url: withParam(route.url, baseParams, name, value) },
        mustReject,
      );
    examples.push(
      at('7'.repeat(5000), false, 'over-long'),
      at('0x10', idLike, '0x10'),
      // No parameter may reach the database with a control character (issue 24): always 400.
      ...CONTROL_CHARACTER_PARAMS.map(([label, text]) => at(encodeURIComponent(text), true, label)),
    );
    cases.push(
      pick(INVALID_ID_TEXTS).map((v) => at(encodeSegment(v), idLike, v)),
      pick(ODD_PATH_SEGMENTS).map((v) => at(encodeSegment(v), false, v.slice(0, 40))),
    );
  }

  if (bodySchema) {
    if (isIdLike(bodySchema)) {
      examples.push(
        withBody('id body as text = 0x10', '0x10', true),
        withBody('id body = [[7]]', [[7]], true),
        withBody('id body = true', true, true),
        withBody('id body = "1e1"', '1e1', true),
      );
      cases.push(
        pick(INVALID_IDS).map(([label, v]) => withBody(`id body = ${label}`, v, true)),
        pick(INVALID_ID_TEXTS).map((v) => withBody(`id body as text = ${v}`, v, true)),
      );
    }
    const fields = properties(bodySchema);
    const base = valid.body;
    const baseObject =
      base !== null && typeof base === 'object' && !Array.isArray(base)
        ? (base as Record<string, unknown>)
        : {};
    const names = [...new Set([...Object.keys(fields), ...Object.keys(baseObject)])];
    if (names.length > 0) {
      cases.push(
        pick(names).map((name) => {
          const { [name]: _, ...rest } = baseObject;
          return withBody(`body without ${name}`, rest);
        }),
        fc
          .tuple(pick(names), pick(MALFORMED_VALUES))
          .map(([name, [label, v]]) =>
            withBody(`body.${name} = ${label}`, { ...baseObject, [name]: v }),
          ),
        fc
          .tuple(pick(['extra', '', 'id', 'role', 'userId', 'isMock']), pick(MALFORMED_VALUES))
          .map(([name, [label, v]]) =>
            withBody(`extra body.${name} = ${label}`, { ...baseObject, [name]: v }),
          ),
      );
      const idFields = names.filter((n) => fields[n] && isIdLike(fields[n]));
      if (idFields.length > 0) {
        cases.push(
          fc
            .tuple(pick(idFields), pick(INVALID_IDS))
            .map(([name, [label, v]]) =>
              withBody(`body.${name} = invalid id ${label}`, { ...baseObject, [name]: v }, true),
            ),
        );
      }
    }
    const item = element(bodySchema);
    if (item && Array.isArray(base)) {
      const items = base as unknown[];
      if (isIdLike(item)) {
        cases.push(
          pick(INVALID_IDS).map(([label, v]) =>
            withBody(`body[0] = invalid id ${label}`, [v, ...items.slice(1)], true),
          ),
        );
      }
      cases.push(
        fc
          .tuple(fc.nat({ max: Math.max(items.length - 1, 0) }), pick(MALFORMED_VALUES))
          .map(([i, [label, v]]) =>
            withBody(
              `body[${i}] = ${label}`,
              items.map((item, j) => (j === i ? v : item)),
            ),
          ),
        pick(MALFORMED_VALUES).map(([label, v]) => withBody(`body + [${label}]`, [...items, v])),
        fc.constant(null).map(() =>
          withBody(
            'body repeated 10000 times',
            Array.from({ length: 10_000 }, () => items[0]),
          ),
        ),
      );
    }
  }
  return { arbitrary: fc.oneof(...cases), examples };
}
