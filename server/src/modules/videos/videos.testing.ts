import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ProviderHarness } from '../../../test/providers.ts';

/** An ISO BMFF box: 32-bit size, 4-letter type, then the payload. */
function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A version-0 `mvhd` (movie header): 1000 units a second, a one-second movie, identity matrix. */
function movieHeader(): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(1000, 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  for (const [index, value] of [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].entries()) {
    mvhd.writeUInt32BE(value, 36 + index * 4); // matrix
  }
  mvhd.writeUInt32BE(1, 96); // next track id
  return mvhd;
}

/**
 * A small well-formed ISO BMFF file (ftyp, moov with its mvhd, mdat of `payloadBytes`), no
 * ffmpeg needed: `isom` is an MP4 to the sniffer, `qt  ` a QuickTime movie (`.mov`).
 */
export function isoMediaFile(brand: 'isom' | 'qt  ' = 'isom', payloadBytes = 4096): Buffer {
  const compatible = brand === 'isom' ? ['isom', 'iso2', 'mp41'] : ['qt  '];
  const minor = Buffer.alloc(4);
  minor.writeUInt32BE(brand === 'isom' ? 0x200 : 0, 0);
  const ftyp = box('ftyp', Buffer.from(brand, 'latin1'), minor, ...compatible.map((b) => Buffer.from(b, 'latin1')));
  const payload = Buffer.alloc(payloadBytes);
  for (let i = 0; i < payload.length; i++) payload[i] = (i * 31 + 7) & 0xff;
  return Buffer.concat([ftyp, box('moov', box('mvhd', movieHeader())), box('mdat', payload)]);
}

/** An EBML element: its id bytes, its size as a 8-byte vint, its data. */
function ebml(id: number[], ...data: Buffer[]): Buffer {
  const body = Buffer.concat(data);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
  return Buffer.concat([Buffer.from(id), size, body]);
}
const uint = (value: number) => Buffer.from([value]);

/** A small WebM file: the EBML header (DocType `webm`), then a Segment with its Info (timecode scale, duration). */
export function webmFile(payloadBytes = 2048): Buffer {
  const header = ebml(
    [0x1a, 0x45, 0xdf, 0xa3],
    ebml([0x42, 0x86], uint(1)), // EBMLVersion
    ebml([0x42, 0xf7], uint(1)), // EBMLReadVersion
    ebml([0x42, 0xf2], uint(4)), // EBMLMaxIDLength
    ebml([0x42, 0xf3], uint(8)), // EBMLMaxSizeLength
    ebml([0x42, 0x82], Buffer.from('webm', 'latin1')), // DocType
    ebml([0x42, 0x87], uint(4)), // DocTypeVersion
    ebml([0x42, 0x85], uint(2)), // DocTypeReadVersion
  );
  const duration = Buffer.alloc(4);
  duration.writeFloatBE(1000);
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])), // TimecodeScale 1 ms
    ebml([0x44, 0x89], duration), // Duration
  );
  // Void element standing for the media data (a player is not what this tests).
  const padding = ebml([0xec], Buffer.alloc(payloadBytes, 0x5a));
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], info, padding)]);
}

/** A multipart/form-data body: text fields and one file part, in the order given (`file` where it stands). */
export function videoForm(
  parts: ({ field: string; value: string } | { file: Buffer; filename?: string; contentType?: string; field?: string })[],
): { payload: Buffer; contentType: string; boundary: string } {
  const boundary = `----alliance${randomUUID().replaceAll('-', '')}`;
  const chunks = parts.map((part) =>
    'file' in part
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename ?? 'clip.mp4'}"\r\nContent-Type: ${part.contentType ?? 'video/mp4'}\r\n\r\n`,
          ),
          part.file,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
    boundary,
  };
}

/**
 * A multipart body of one file part of `fileBytes` bytes, generated as it is read (a 201 MB
 * upload without a 201 MB buffer): an MP4 header, then 1 MB chunks of one shared buffer.
 */
export function hugeVideoForm(fileBytes: number): { payload: Readable; contentType: string } {
  const boundary = `----alliance${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    isoMediaFile('isom', 0),
  ]);
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  let left = fileBytes - isoMediaFile('isom', 0).length;
  function* generate() {
    yield head;
    while (left > 0) {
      const size = Math.min(left, chunk.length);
      left -= size;
      yield size === chunk.length ? chunk : chunk.subarray(0, size);
    }
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { payload: Readable.from(generate(), { objectMode: false }), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Calls of a provider on the videos routes (app host), and the www file route: `as` another
 * provider's token where a test needs two.
 */
export function videosClient(h: ProviderHarness, token: string) {
  const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, body?: unknown, as = token) =>
    h.app.inject({
      method,
      url,
      headers: { host: 'app.localhost', authorization: `Bearer ${as}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  const upload = (form: { payload: Buffer | NodeJS.ReadableStream; contentType: string }, as = token) =>
    h.app.inject({
      method: 'POST',
      url: '/api/videos/',
      headers: { host: 'app.localhost', authorization: `Bearer ${as}`, 'content-type': form.contentType },
      payload: form.payload,
    });
  const uploadFile = (file: Buffer, options: { filename?: string; contentType?: string; title?: string; as?: string } = {}) =>
    upload(
      videoForm([
        ...(options.title !== undefined ? [{ field: 'title', value: options.title }] : []),
        { file, filename: options.filename, contentType: options.contentType },
      ]),
      options.as,
    );
  const served = (id: number, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    h.app.inject({ method, url: `/video/${id}`, headers: { host: 'www.localhost', ...headers } });
  const list = async (as = token) => (await call('GET', '/api/videos/', undefined, as)).json().items as Record<string, unknown>[];
  return { call, upload, uploadFile, served, list };
}

export type VideosClient = ReturnType<typeof videosClient>;
