import { z } from 'zod';

/** Response schema of writes that answer 204 with no body (API.md 1.4). */
export const noContent = { 204: z.void().describe('Brak treści') };
