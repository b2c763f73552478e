/**
 * What is wrong with an error answer, if anything: it must be JSON with exactly `message` and
 * `code` (API.md 1.5). Extra keys (`error`, `statusCode`) mean Fastify's own body bypassed the
 * error handler; a message holding the URL echoes input back.
 */
export function errorBodyProblem(
  res: { headers: Record<string, unknown>; body: string },
  url: string,
) {
  if (!String(res.headers['content-type']).includes('application/json')) {
    return `content type ${res.headers['content-type']}`;
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    return 'body is not JSON';
  }
  if (typeof body.message !== 'string' || typeof body.code !== 'string') {
    return 'body is not {message, code}';
  }
  const extra = Object.keys(body).filter((k) => k !== 'message' && k !== 'code');
  if (extra.length > 0) return `body has extra keys ${extra.join(', ')}`;
  if (body.message.includes(url)) return 'message echoes the URL';
  return undefined;
}
