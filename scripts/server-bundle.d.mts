/** Types of server-bundle.mjs for the TypeScript that imports it (the server's test setup). */
export const bundleFile: string;
export function ensureServerBundle(): Promise<string>;
