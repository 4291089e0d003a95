import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { seedSmallDirectory } from '../../../test/directory.ts';

describe('GET /api/app-stats (project host)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedSmallDirectory(testApp.database, { providers: 12 });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('counts the providers in the database, for the home page of the couples’ app', async () => {
    const res = await testApp.app.inject({ url: '/api/app-stats', headers: { host: 'project.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, providers: 12 });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('is documented in the OpenAPI page', async () => {
    const res = await testApp.app.inject({ url: '/api/docs/json', headers: { host: 'project.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/app-stats');
  });
});
