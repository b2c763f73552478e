import { messages, wizardMessages } from '@handlowo/contract';
import { savingErrorText } from '@/lib/api-error.ts';

/**
 * The server's messages a product save may answer with are shown as sent (the limit of products,
 * a locked order, a product gone, an option no longer offered).
 */
export const productErrorText = savingErrorText([
  ...Object.values(wizardMessages),
  ...Object.values(messages),
]);
