import { z } from 'zod';

/** Response schema of writes that answer 204 with no body (API.md 1.4). */
export const noContent = { 204: z.void().describe('No content') };

/**
 * OpenAPI security of the routes behind `app.authorize(...)`: the `bearerAuth` scheme declared by
 * the api-docs plugin.
 */
export const bearerSecurity = [{ bearerAuth: [] }];
