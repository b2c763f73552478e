import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so that it does not depend on the working directory. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** drizzle-kit writes the committed SQL migrations here (see drizzle.config.ts). */
export const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Route files are autoloaded from the feature folders. */
export const featuresDir = fileURLToPath(new URL('../features', import.meta.url));
