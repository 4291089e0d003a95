import type { ProviderImage } from '@alliance/shared/images';

/** An image as the server answers it, with some fields changed (tests). */
export function imageWith(overrides: Partial<ProviderImage> = {}): ProviderImage {
  const id = overrides.id ?? 1;
  return {
    id,
    url: `http://www.alliance.test/image/${id}`,
    width: 1600,
    height: 1200,
    widths: [320, 720, 1600],
    isVisible: true,
    isProfile: false,
    alt: null,
    caption: null,
    position: 0,
    viewCount: 0,
    createdAt: '2026-05-04T09:30:00.000Z',
    ...overrides,
  };
}

/** `GET /api/images/`'s answer. */
export const imageList = (items: ProviderImage[]) => ({ success: true, items });

/** A picked file of `size` bytes (the content is not read; only the size is). */
export function fileOf(name: string, type = 'image/jpeg', size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export { fakeUploads, type UploadRequest } from '../../test/uploads.ts';
