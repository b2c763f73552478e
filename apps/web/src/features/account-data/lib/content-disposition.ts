/**
 * The file name a `Content-Disposition: attachment` header gives, or null. The RFC 5987
 * `filename*` (UTF-8, percent-encoded) wins over the plain `filename`, as in browsers (RFC 6266
 * section 4.3). Only the last path segment is kept: a name is a name, never a folder.
 */
export function fileNameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2] && (extended[1] ?? '').trim().toLowerCase() === 'utf-8') {
    const decoded = decodePercent(extended[2].trim());
    if (decoded) return safeName(decoded);
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return safeName(quoted[1].replace(/\\(.)/g, '$1'));
  const token = /(?:^|;)\s*filename\s*=\s*([^;\s"]+)/i.exec(header);
  return token?.[1] ? safeName(token[1]) : null;
}

function decodePercent(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function safeName(name: string): string | null {
  const last = name.split(/[/\\]/).pop()?.trim() ?? '';
  return last === '' || last === '.' || last === '..' ? null : last;
}
