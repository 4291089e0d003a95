import { addVideoLinkBodySchema, parseVideoLink, videoEmbedUrl, videoThumbnailUrl } from '@alliance/shared/videos';
import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

const YT = 'dQw4w9WgXcQ';

describe('parseVideoLink: the YouTube and Vimeo addresses people paste', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `https://youtube.com/watch?v=${YT}`,
    `http://www.youtube.com/watch?v=${YT}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${YT}`,
    `https://m.youtube.com/watch?v=${YT}`,
    `www.youtube.com/watch?v=${YT}`,
    `  https://youtu.be/${YT}  `,
    `https://youtu.be/${YT}?si=AbCdEf123`,
    `youtu.be/${YT}`,
    `https://www.youtube.com/shorts/${YT}`,
    `https://youtube.com/shorts/${YT}/`,
    `https://www.youtube.com/embed/${YT}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${YT}`,
    `https://youtube-nocookie.com/embed/${YT}`,
    `https://www.youtube.com/live/${YT}`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${YT}#comments`,
  ])('YouTube: %s', (url) => {
    expect(parseVideoLink(url)).toEqual({ kind: 'youtube', id: YT });
  });

  it('keeps the id’s case and its - and _', () => {
    expect(parseVideoLink('https://youtu.be/a-B_c9D0e1F')).toEqual({ kind: 'youtube', id: 'a-B_c9D0e1F' });
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://www.vimeo.com/76979871',
    'vimeo.com/76979871/',
    'https://vimeo.com/76979871?share=copy',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?h=abc123&dnt=1',
  ])('Vimeo: %s', (url) => {
    expect(parseVideoLink(url)).toEqual({ kind: 'vimeo', id: '76979871' });
  });

  it.each([
    // Other hosts, look-alikes, and hosts with something around them.
    `https://youtube.com.evil.example/watch?v=${YT}`,
    `https://evil.example/youtube.com/watch?v=${YT}`,
    `https://notyoutube.com/watch?v=${YT}`,
    `https://youtube.com./watch?v=${YT}`,
    `https://www.youtube.com@evil.example/watch?v=${YT}`,
    `https://user:pass@www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com:8443/watch?v=${YT}`,
    `https://youtu.be.evil.example/${YT}`,
    'https://vimeo.com.evil.example/76979871',
    'https://evilvimeo.com/76979871',
    'https://player.vimeo.com.evil.example/video/76979871',
    // Other schemes.
    `javascript:alert(1)//https://www.youtube.com/watch?v=${YT}`,
    'javascript:alert(document.cookie)',
    `javascript://www.youtube.com/watch?v=${YT}`,
    `data:text/html,<a href="https://youtu.be/${YT}">`,
    `ftp://www.youtube.com/watch?v=${YT}`,
    `//www.youtube.com/watch?v=${YT}`,
    // Hidden characters, spaces inside.
    `https://www.you\ttube.com/watch?v=${YT}`,
    `https://youtu.be/${YT}\u200b`,
    `https://youtu.be/ ${YT}`,
    // Ids of the wrong length or alphabet, missing or doubled.
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://youtu.be/dQw4w9WgXc!',
    'https://youtu.be/dQw4w9WgX%51',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=',
    `https://www.youtube.com/watch?v=${YT}&v=aaaaaaaaaaa`,
    `https://www.youtube.com/watch?vv=${YT}`,
    `https://www.youtube.com/shorts/${YT}/extra`,
    `https://www.youtube.com/playlist?list=${YT}`,
    `https://www.youtube.com/${YT}`,
    `https://youtu.be/${YT}/more`,
    'https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA',
    'https://vimeo.com/abc',
    'https://vimeo.com/0123',
    'https://vimeo.com/1234567890123',
    'https://vimeo.com/76979871/abcdef12',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://player.vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871x',
    `https://player.vimeo.com//video/76979871`,
    // Not an address at all.
    '',
    '   ',
    YT,
    'https://',
    `https://youtu.be/${YT}`.padEnd(3000, 'a'),
  ])('refuses %s', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });

  it('gives the privacy-enhanced players and YouTube’s still image', () => {
    expect(videoEmbedUrl({ kind: 'youtube', id: YT })).toBe(`https://www.youtube-nocookie.com/embed/${YT}`);
    expect(videoEmbedUrl({ kind: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(videoThumbnailUrl({ kind: 'youtube', id: YT })).toBe(`https://i.ytimg.com/vi/${YT}/hqdefault.jpg`);
    expect(videoThumbnailUrl({ kind: 'vimeo', id: '76979871' })).toBeNull();
  });

  it('the JSON body names the url field with its message', () => {
    const bad = addVideoLinkBodySchema.safeParse({ url: 'https://example.com/video.mp4' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues).toMatchObject([{ path: ['url'], message: 'validation.videoUrlInvalid' }]);
    expect(addVideoLinkBodySchema.safeParse({ url: `youtu.be/${YT}`, title: '  ' }).data).toEqual({
      url: `youtu.be/${YT}`,
      title: null,
    });
    expect(addVideoLinkBodySchema.safeParse({ url: `youtu.be/${YT}`, title: 'x'.repeat(201) }).error?.issues).toMatchObject([
      { path: ['title'], message: 'validation.videoTitleTooLong' },
    ]);
  });
});

describe('parseByteRange', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', { kind: 'partial', start: 100, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=990-5000', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=999-999', { kind: 'partial', start: 999, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-1001', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // Ignored: the whole file.
    ['bytes=5-3', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=a-b', { kind: 'whole' }],
  ] as const)('%s of 1000 bytes', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });
});
