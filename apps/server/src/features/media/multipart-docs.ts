import { z } from 'zod';

/** One field of a multipart form, as OpenAPI describes it. */
export interface FormFieldDoc {
  description: string;
  /** A file part (`format: binary`) rather than text. */
  file?: boolean;
  maxLength?: number;
  enum?: string[];
}

/**
 * The `body` and `consumes` of a multipart route's schema. The zod type provider cannot validate
 * multipart (the parts are read as streams by the handler), so the body schema accepts anything
 * and only documents the form through its JSON Schema metadata; the handler checks every part.
 */
export function multipartBody(
  description: string,
  fields: Record<string, FormFieldDoc>,
  required: readonly string[],
) {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([name, { file, description: text, maxLength, enum: values }]) => [
      name,
      {
        type: 'string',
        ...(file ? { format: 'binary' } : {}),
        description: text,
        ...(maxLength === undefined ? {} : { maxLength }),
        ...(values ? { enum: values } : {}),
      },
    ]),
  );
  return {
    consumes: ['multipart/form-data'],
    body: z.unknown().meta({ type: 'object', description, properties, required: [...required] }),
  };
}
