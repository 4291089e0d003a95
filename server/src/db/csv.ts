/**
 * Rows to PostgreSQL CSV for COPY: every value quoted (so an empty string stays a string),
 * null/undefined left unquoted and empty, which COPY reads as NULL.
 */
export function toCsv(rows: Iterable<readonly unknown[]>): string {
  const lines: string[] = [];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return lines.length ? `${lines.join('\n')}\n` : '';
}

function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}
