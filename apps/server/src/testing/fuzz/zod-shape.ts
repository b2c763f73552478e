import type { z } from 'zod';

type Schema = z.core.$ZodType;

const defOf = (schema: Schema) => schema._zod.def;

/**
 * The schema that decides the shape of the input: wrappers (optional, default, …) are opened; a
 * preprocess (a pipe from a transform, like the contract's `scalarBody`) leads to its target, any
 * other pipe to its input side.
 */
export function core(schema: Schema): Schema {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return core((def as z.core.$ZodOptionalDef).innerType);
    case 'pipe': {
      const pipe = def as z.core.$ZodPipeDef;
      return core(defOf(pipe.in).type === 'transform' ? pipe.out : pipe.in);
    }
    default:
      return schema;
  }
}

/** The properties of an object schema (intersections merged), or none. */
export function properties(schema: Schema): Record<string, Schema> {
  const c = core(schema);
  const def = defOf(c);
  if (def.type === 'object') return { ...(def as z.core.$ZodObjectDef).shape };
  if (def.type === 'intersection') {
    const { left, right } = def as z.core.$ZodIntersectionDef;
    return { ...properties(left), ...properties(right) };
  }
  return {};
}

export const kindOf = (schema: Schema) => defOf(core(schema)).type;

/**
 * Whether the schema takes a database id, judged by what it does (so that any way of writing
 * one counts): it accepts 7 or "7" and refuses 0, -1 and 2^31.
 */
export function isIdLike(schema: Schema): boolean {
  const ok = (value: unknown) => safeParse(schema, value);
  return (ok(7) || ok('7')) && !ok(0) && !ok(-1) && !ok(2 ** 31) && !ok('2147483648');
}

function safeParse(schema: Schema, value: unknown): boolean {
  try {
    return (schema as z.ZodType).safeParse(value).success;
  } catch {
    return false;
  }
}

/** The item schema of an array schema, if it is one. */
export function element(schema: Schema): Schema | undefined {
  const def = defOf(core(schema));
  return def.type === 'array' ? (def as z.core.$ZodArrayDef).element : undefined;
}
