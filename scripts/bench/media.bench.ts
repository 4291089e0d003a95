/**
 * Issue 15 targets for the images, against the bench's server process (serve.ts):
 * - a 12 MP JPEG uploaded end to end (multipart → checked → variants stored → row written)
 *   within 1.5× of sharp alone making the same variants in this process, in the same run
 *   (medians of 5);
 * - the server's RSS grows by ≤ 200 MB during 4 concurrent 12 MP uploads (read from /proc);
 * - the image proxy serving a stored variant ≥ 50 % of the hello route's req/s at 8 concurrent.
 * The uploaded images are deleted afterwards (the bench account keeps to its 100).
 */

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { makeVariants } from '@alliance/server/modules/images/upload/image-variants';
import sharp from 'sharp';
import { measureBinaryBesideHello } from './binary-load.ts';
import { callJson } from './leads/http.ts';
import type { Measure } from './load.ts';
import type { ServedBench } from './serve.ts';

export interface MediaMeasures {
  photo: { width: number; height: number; bytes: number };
  sharpAloneMs: number;
  uploadMs: number;
  uploadRatio: number;
  uploadMet: boolean;
  rss: { beforeMb: number; peakMb: number; growthMb: number; met: boolean };
  /** The proxy at 320 and 720 px (a card's photo, a carousel slide). */
  proxy: Measure[];
}

const UPLOAD_RATIO = 1.5;
const RSS_GROWTH_MB = 200;
const PROXY_SHARE = 0.5;
const RUNS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * A 12 MP photo-like JPEG: soft colour fields (coarse noise blown up) with a fine grain, so it
 * compresses like a photo (about 2.6 MB; its 720 px WebP about 90 KB). Pure noise would not.
 */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = (w: number, h: number, sigma: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } })
      .png()
      .toBuffer();
  const fields = await sharp(await noise(160, 120, 50))
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
  return sharp(fields)
    .composite([{ input: await noise(width, height, 6), blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The body length of one GET, as the proxy answers it to a browser. */
function answerLength(port: number, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host, accept: 'image/webp,*/*' } }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => {
        length += chunk.length;
      });
      response.on('end', () => resolve(length));
    })
      .on('error', reject)
      .end();
  });
}

/** POSTs one file as multipart/form-data to the app host, as the admin's uploader does. */
function upload(port: number, token: string, file: Buffer): Promise<{ status: number; id: number | undefined; ms: number }> {
  const boundary = `----bench${randomUUID().replaceAll('-', '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/images/upload-image',
        headers: {
          host: `app.localhost:${port}`,
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + file.length + tail.length,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          let id: number | undefined;
          try {
            id = JSON.parse(Buffer.concat(chunks).toString('utf8')).image?.id;
          } catch {
            id = undefined;
          }
          resolve({ status: response.statusCode ?? 0, id, ms });
        });
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(file);
    req.end(tail);
  });
}

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function benchMedia(
  served: ServedBench,
  options: { seconds: number; log: (m: string) => void; tmpFile: string },
): Promise<MediaMeasures> {
  const { port, helloPort } = served;
  const { log } = options;
  const photo = await twelveMegapixelJpeg();
  const meta = await sharp(photo).metadata();
  log(`media: a ${meta.width}×${meta.height} JPEG of ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
  const login = await callJson(port, `app.localhost:${port}`, 'POST', '/api/login_check', {
    body: served.providerLogin,
  });
  const token = String(login.json.token ?? '');
  if (login.status !== 200 || !token) throw new Error(`media: login ${login.status}`);

  // sharp alone: the same function the server runs, on the same file, without HTTP or storage.
  const { writeFileSync, rmSync } = await import('node:fs');
  writeFileSync(options.tmpFile, photo);
  const sharpTimes: number[] = [];
  try {
    await makeVariants(options.tmpFile, meta.width ?? 4000);
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await makeVariants(options.tmpFile, meta.width ?? 4000);
      sharpTimes.push(performance.now() - started);
    }
  } finally {
    rmSync(options.tmpFile, { force: true });
  }

  const uploaded: number[] = [];
  const uploadTimes: number[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const answer = await upload(port, token, photo);
    if (answer.status !== 200 || !answer.id) throw new Error(`media: upload answered ${answer.status}`);
    uploaded.push(answer.id);
    // The first one warms the route up.
    if (run > 0) uploadTimes.push(answer.ms);
  }
  const sharpAloneMs = Math.round(median(sharpTimes));
  const uploadMs = Math.round(median(uploadTimes));
  const uploadRatio = Math.round((uploadMs / sharpAloneMs) * 100) / 100;
  log(`media: upload ${uploadMs} ms, sharp alone ${sharpAloneMs} ms (${uploadRatio}×)`);

  // 4 concurrent uploads, the server's memory sampled every 20 ms.
  const beforeMb = rssMb(served.pid);
  let peakMb = beforeMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(served.pid));
  }, 20);
  try {
    const answers = await Promise.all([1, 2, 3, 4].map(() => upload(port, token, photo)));
    for (const answer of answers) if (answer.id) uploaded.push(answer.id);
  } finally {
    clearInterval(sampler);
  }
  peakMb = Math.max(peakMb, rssMb(served.pid));
  const growthMb = Math.round(peakMb - beforeMb);
  log(`media: RSS ${Math.round(beforeMb)} → ${Math.round(peakMb)} MB during 4 concurrent uploads`);

  const imageId = uploaded[0];
  const hello = { url: `http://127.0.0.1:${helloPort}/hello`, host: `127.0.0.1:${helloPort}` };
  const proxyAt = (width: number) =>
    measureBinaryBesideHello(
      `image proxy, the stored ${width} px WebP variant, 8 conn. (Node client)`,
      {
        url: `http://127.0.0.1:${port}/image/${imageId}?w=${width}`,
        host: `www.localhost:${port}`,
        headers: { accept: 'image/webp,*/*' },
      },
      hello,
      {
        connections: 8,
        seconds: options.seconds,
        goal: (result, baseline) => result.requestsPerSecond >= PROXY_SHARE * baseline.requestsPerSecond,
        goalText: '≥ 50 % of hello req/s at 8 concurrent',
        log,
      },
    );
  const proxy = [await proxyAt(320), await proxyAt(720)];
  // The bound: a bare Fastify route sending as many bytes as the 320 px answer, same client and goal.
  const bytes320 = await answerLength(port, `/image/${imageId}?w=320`, `www.localhost:${port}`);
  proxy.push(
    await measureBinaryBesideHello(
      `bare Fastify route sending the same ${bytes320} bytes (this machine's bound for that answer)`,
      { url: `http://127.0.0.1:${helloPort}/bytes/${bytes320}`, host: `127.0.0.1:${helloPort}` },
      hello,
      {
        connections: 8,
        seconds: options.seconds,
        goal: (result, baseline) => result.requestsPerSecond >= PROXY_SHARE * baseline.requestsPerSecond,
        goalText: 'reference: ≥ 50 % of hello req/s at 8 concurrent',
        log,
      },
    ),
  );

  for (const id of uploaded) {
    await new Promise<void>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'DELETE',
          path: `/api/images/delete-image/${id}`,
          headers: { host: `app.localhost:${port}`, authorization: `Bearer ${token}` },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve());
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  return {
    photo: { width: meta.width ?? 0, height: meta.height ?? 0, bytes: photo.length },
    sharpAloneMs,
    uploadMs,
    uploadRatio,
    uploadMet: uploadRatio <= UPLOAD_RATIO,
    rss: { beforeMb: Math.round(beforeMb), peakMb: Math.round(peakMb), growthMb, met: growthMb <= RSS_GROWTH_MB },
    proxy,
  };
}

export function printMedia(media: MediaMeasures): void {
  console.table([
    {
      measure: `12 MP JPEG upload end to end vs sharp alone (median of ${RUNS})`,
      value: `${media.uploadMs} ms vs ${media.sharpAloneMs} ms = ${media.uploadRatio}×`,
      target: `≤ ${UPLOAD_RATIO}×`,
      met: media.uploadMet ? 'yes' : 'NO',
    },
    {
      measure: 'server RSS growth during 4 concurrent 12 MP uploads',
      value: `${media.rss.growthMb} MB (${media.rss.beforeMb} → ${media.rss.peakMb} MB)`,
      target: `≤ ${RSS_GROWTH_MB} MB`,
      met: media.rss.met ? 'yes' : 'NO',
    },
    ...media.proxy.map((proxy) => ({
      measure: proxy.name,
      value: `${proxy.result.requestsPerSecond} req/s, p99 ${proxy.result.p99} ms (hello ${proxy.baseline.requestsPerSecond} req/s, ${Math.round((proxy.result.requestsPerSecond / proxy.baseline.requestsPerSecond) * 100)} %)`,
      target: proxy.target,
      met: proxy.met ? 'yes' : 'NO',
    })),
  ]);
}
