import type { VideoKind } from '@alliance/shared/videos';

/** The platforms' names, the same in every language. */
export const PLATFORM_NAMES: Record<VideoKind, string | null> = { youtube: 'YouTube', vimeo: 'Vimeo', file: null };
