import { profileMessages } from '@handlowo/contract';
import { savingErrorText } from '@/lib/api-error.ts';

/** The profile's messages are shown as sent (a full list, an end before its start, an entry gone). */
export const itemErrorText = savingErrorText(Object.values(profileMessages));
