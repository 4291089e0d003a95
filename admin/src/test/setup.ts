import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the language cookie of a test must not leak into the next
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
