import { conversationMessages as m, messageTextField } from '@handlowo/contract';
import { z } from 'zod';

/**
 * The composer's text, from the contract's field: required alone ('Wpisz treść wiadomości albo
 * dodaj załącznik'), optional next to files (a message may be only files).
 */
export function composerSchema(withFiles: boolean) {
  const text = withFiles
    ? z
        .string()
        .trim()
        .pipe(z.union([z.literal(''), messageTextField]))
    : z.string().trim().min(1, m.textRequired).pipe(messageTextField);
  return z.object({ text });
}

export type ComposerForm = { text: string };
