import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import errorHandler from '../plugins/error-handler';
import mediaRoutes, { byteRange, mediaFolder } from './routes';

describe('byteRange', () => {
  it('reads the three forms of a single range and refuses the rest', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    for (const bad of ['bytes=-', 'bytes=1000-', 'bytes=5-1', 'items=0-1', 'bytes=0-1,5-6'])
      expect(byteRange(bad, 1000)).toBeNull();
  });
});

describe('GET /media/:file', () => {
  let app: FastifyInstance;
  const clip = readFileSync(path.join(mediaFolder, 'sortiment.mp4'));
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorHandler);
    await app.register(mediaRoutes);
  });
  afterAll(() => app.close());

  it('serves the about-us clip, small enough for a content page, and its still', async () => {
    const res = await app.inject({ url: '/media/sortiment.mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.equals(clip)).toBe(true);
    expect(clip.length).toBeLessThan(300 * 1024);
    const still = await app.inject({ url: '/media/sortiment.jpg' });
    expect(still.headers['content-type']).toBe('image/jpeg');
  });

  it('answers a byte range as browsers ask for video, and 416 for one outside the file', async () => {
    const part = await app.inject({
      url: '/media/sortiment.mp4',
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(10, 20))).toBe(true);
    const outside = await app.inject({
      url: '/media/sortiment.mp4',
      headers: { range: `bytes=${clip.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${clip.length}`);
  });

  it('answers 404 for a file it does not hold and 400 for a name that is no file name', async () => {
    const missing = await app.inject({ url: '/media/nothing.mp4' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'media_not_found' });
    const climbing = await app.inject({ url: '/media/..%2Fpackage.json' });
    expect(climbing.statusCode).toBe(400);
  });
});
