import type { z } from 'zod';

type Path = readonly PropertyKey[];

/**
 * A form schema whose values are also checked by the request body's contract schema, so the
 * form shows the contract's own messages (required texts, maxima, an end before its start).
 * `fieldOf` says on which form field a body issue shows (null: not shown, e.g. a date the
 * pickers already report as missing). The form's output is the parsed body.
 */
export function bodyCheckedForm<Form extends z.ZodType, Body extends z.ZodType>(
  form: Form,
  body: Body,
  toBody: (values: z.output<Form>) => z.input<Body>,
  fieldOf: (bodyPath: Path, values: z.output<Form>) => Path | null,
) {
  return form
    .superRefine((values, ctx) => {
      const result = body.safeParse(toBody(values));
      if (result.success) return;
      for (const issue of result.error.issues) {
        const path = fieldOf(issue.path, values);
        if (path) ctx.addIssue({ code: 'custom', message: issue.message, path: [...path] });
      }
    })
    .transform((values): z.output<Body> => body.parse(toBody(values)));
}
