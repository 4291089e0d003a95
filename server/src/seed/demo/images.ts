import sharp from 'sharp';
import type { FileStorage } from '../../adapters/storage/storage.port.ts';

/**
 * Demo profile pictures drawn locally (no network, no fonts: CI machines may have none) as SVG
 * and encoded to WebP by sharp. 100 000 providers share a pool of palette × motif files, which
 * is why images.storage_key is not unique.
 */
export const PROFILE_IMAGE = { size: 400, mimeType: 'image/webp' } as const;

const PALETTES: readonly (readonly [string, string])[] = [
  ['#f6d5d0', '#e39a92'], // blush
  ['#d6e2cf', '#879f82'], // sage
  ['#f3e6c9', '#c9a56e'], // champagne
  ['#cddbe8', '#7393b3'], // dusty blue
  ['#f3cdb6', '#c4704f'], // terracotta
  ['#e4d8f0', '#9b82bf'], // lavender
  ['#d2e6df', '#5f9487'], // eucalyptus
  ['#fde2ca', '#ee9d70'], // peach
  ['#ecd3de', '#a86c89'], // mauve
  ['#4a5a7e', '#c5a35f'], // navy and gold
  ['#e6e4c6', '#8f8f52'], // olive
  ['#e2aeb3', '#7a2b3b'], // burgundy
];

const MOTIFS: readonly ((accent: string) => string)[] = [interlacedRings, rosette, heart, laurel];

export const PROFILE_POOL_SIZE = PALETTES.length * MOTIFS.length;

/** Versioned so that a redesign gets new files instead of silently reusing the old ones. */
export const profileImageKey = (index: number) => `providers/demo/profile-v1-${String(index).padStart(2, '0')}.webp`;

/** Writes the pool files that storage does not hold yet; returns how many it generated. */
export async function ensureProfileImagePool(storage: FileStorage): Promise<number> {
  const generated = await Promise.all(
    Array.from({ length: PROFILE_POOL_SIZE }, async (_, index) => {
      const key = profileImageKey(index);
      if (await storage.exists(key)) return 0;
      await storage.put(key, await renderProfileImage(index), PROFILE_IMAGE.mimeType);
      return 1;
    }),
  );
  return generated.reduce<number>((sum, n) => sum + n, 0);
}

export async function renderProfileImage(index: number): Promise<Buffer> {
  const [light, dark] = PALETTES[index % PALETTES.length] ?? ['#ffffff', '#999999'];
  const motif = MOTIFS[Math.floor(index / PALETTES.length) % MOTIFS.length] ?? heart;
  const size = PROFILE_IMAGE.size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
    <radialGradient id="glow" cx="0.3" cy="0.25" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <rect width="400" height="400" fill="url(#glow)"/>
  <circle cx="200" cy="200" r="172" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="2"/>
  <circle cx="200" cy="200" r="162" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="1"/>
  ${motif(dark)}
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

function interlacedRings(accent: string): string {
  return `<g fill="none" stroke="#fff" stroke-width="11" stroke-opacity="0.92">
    <circle cx="168" cy="215" r="58"/><circle cx="232" cy="215" r="58"/></g>
  <path d="M232 140 l18 -20 h-36 z M214 120 l18 -16 l18 16 z" fill="#fff" stroke="${accent}" stroke-width="1.5"/>`;
}

function rosette(accent: string): string {
  const petals = Array.from(
    { length: 8 },
    (_, k) => `<ellipse cx="200" cy="142" rx="24" ry="58" transform="rotate(${k * 45} 200 200)"/>`,
  ).join('');
  return `<g fill="#fff" fill-opacity="0.55">${petals}</g><circle cx="200" cy="200" r="26" fill="#fff"/>
  <circle cx="200" cy="200" r="12" fill="${accent}" fill-opacity="0.8"/>`;
}

function heart(accent: string): string {
  return `<path d="M200 290 C120 230 92 190 112 150 C132 112 184 116 200 156 C216 116 268 112 288 150 C308 190 280 230 200 290 Z"
    fill="#fff" fill-opacity="0.9"/>
  <path d="M200 262 C150 224 134 198 146 174 C158 152 188 156 200 182 C212 156 242 152 254 174 C266 198 250 224 200 262 Z"
    fill="${accent}" fill-opacity="0.35"/>`;
}

function laurel(accent: string): string {
  const leaves: string[] = [];
  for (let k = 0; k < 9; k++) {
    // Leaves up the two sides of an arc open at the top, each along the arc and leaning outwards.
    const angle = 100 + k * 16;
    for (const side of [1, -1]) {
      const theta = side === 1 ? angle : 180 - angle;
      const a = (theta * Math.PI) / 180;
      const x = (200 + 105 * Math.cos(a)).toFixed(1);
      const y = (200 + 105 * Math.sin(a)).toFixed(1);
      const tilt = theta - side * 40;
      leaves.push(`<ellipse cx="${x}" cy="${y}" rx="8" ry="21" transform="rotate(${tilt} ${x} ${y})"/>`);
    }
  }
  return `<path d="M126 274 A105 105 0 0 1 110 146 M274 274 A105 105 0 0 0 290 146" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>
  <g fill="#fff" fill-opacity="0.85">${leaves.join('')}</g>
  <path d="M200 236 C170 214 160 198 168 184 C176 170 194 172 200 188 C206 172 224 170 232 184 C240 198 230 214 200 236 Z" fill="${accent}" fill-opacity="0.55"/>`;
}
