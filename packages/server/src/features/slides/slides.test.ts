import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('home carousel (GET /u/v1/user/get/slide/pic)', () => {
  it('lists the slides by position, without a token; a stored image gets a file URL', async () => {
    const slides = app.services.slides;
    await slides.add({ url: '/b.png', link: 'https://example.com/b', title: '第二张', enTitle: 'Second', position: 2 });
    await slides.add({ url: '/a.png', link: 'https://example.com/a', title: '第一张', enTitle: 'First', position: 1 });
    await slides.add({ url: 'slides/c.png', title: '第三张', enTitle: 'Third', position: 3 });
    const res = await app.inject({ method: 'GET', url: '/u/v1/user/get/slide/pic' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((s: { title: string }) => s.title)).toEqual(['第一张', '第二张', '第三张']);
    expect(data[0]).toMatchObject({ url: '/a.png', link: 'https://example.com/a', en_title: 'First' });
    expect(data[2].url).toMatch(/^\/files\/slides\/c\.png/);
  });
});
