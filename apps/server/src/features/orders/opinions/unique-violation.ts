/** PostgreSQL unique_violation, possibly wrapped by Drizzle (`cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
