import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the widget keeps its tokens in cookies (spec §9); tests start without them
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
