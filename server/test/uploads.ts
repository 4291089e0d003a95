import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** A multipart/form-data body with one file part, as a browser's form sends it. */
export function multipartBody(
  file: Buffer,
  options: { filename?: string; contentType?: string; field?: string } = {},
): { payload: Buffer; contentType: string } {
  const { filename = 'photo.jpg', contentType = 'image/jpeg', field = 'file' } = options;
  const boundary = `----alliance${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  return { payload: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every file under a folder, relative to it (an absent folder has none). */
export function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
