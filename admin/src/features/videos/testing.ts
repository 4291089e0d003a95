import type { ProviderVideo } from '@alliance/shared/videos';

/** A YouTube video as the server answers it, with some fields changed (tests). */
export function videoWith(overrides: Partial<ProviderVideo> = {}): ProviderVideo {
  return {
    id: 1,
    kind: 'youtube',
    title: null,
    isVisible: true,
    position: 0,
    createdAt: '2026-05-04T09:30:00.000Z',
    embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    fileUrl: null,
    mimeType: null,
    byteSize: null,
    ...overrides,
  };
}

/** An uploaded file as the server answers it. */
export function fileVideoWith(overrides: Partial<ProviderVideo> = {}): ProviderVideo {
  const id = overrides.id ?? 2;
  return videoWith({
    id,
    kind: 'file',
    embedUrl: null,
    thumbnailUrl: null,
    fileUrl: `http://www.alliance.test/video/${id}`,
    mimeType: 'video/mp4',
    byteSize: 5_000_000,
    ...overrides,
  });
}

/** `GET /api/videos/`'s answer. */
export const videoList = (items: ProviderVideo[]) => ({ success: true, items });
