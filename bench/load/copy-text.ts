/** One value in PostgreSQL's COPY text format (arrays as array literals, dates as ISO 8601, null as \N). */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (Array.isArray(value))
    return escaped(`{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`);
  return escaped(String(value));
}

function escaped(text: string): string {
  return text.replace(/[\\\n\r\t]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t'));
}

/** Rows as COPY text lines, joined into chunks of `perChunk` rows. */
export function* copyChunks(rows: Iterable<Record<string, unknown>>, keys: string[], perChunk = 5000) {
  let lines: string[] = [];
  for (const row of rows) {
    lines.push(`${keys.map((k) => copyValue(row[k])).join('\t')}\n`);
    if (lines.length === perChunk) {
      yield lines.join('');
      lines = [];
    }
  }
  if (lines.length > 0) yield lines.join('');
}
