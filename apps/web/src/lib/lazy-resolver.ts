import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code loads on first use: a screen that must paint fast (/login)
 * keeps the schema and zod out of its first load, and `preload` fetches them as soon as the user
 * starts typing, so the first validation does not wait. The rules stay the contract's schema;
 * only when they are downloaded changes. A failed load is retried on the next call.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): { resolver: Resolver<Input, Context, Output>; preload: () => void } {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => {});
    },
  };
}
