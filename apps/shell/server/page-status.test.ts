/** @jest-environment node */
import type { FastifyBaseLogger } from 'fastify';
import { pageStatus } from './page-status';

const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;
// Nothing listens on port 9 (discard); the check must not be reached for these paths anyway.
const context = {
  apiUrl: 'http://127.0.0.1:9',
  store: 'at' as const,
  inMaintenance: false,
  contentCheckTimeoutMs: 200,
  log,
};

describe('pageStatus', () => {
  it('is 404 when no route matches at all', async () => {
    await expect(pageStatus('/%E0%A4%A', context)).resolves.toBe(404);
  });
  it('is 404 for a route validation failure and 200 for a known page', async () => {
    await expect(pageStatus('/checkout/rent', context)).resolves.toBe(404);
    await expect(pageStatus('/en/checkout/buy', context)).resolves.toBe(200);
  });
  it('is 503 only for the maintenance page during maintenance', async () => {
    await expect(pageStatus('/en/maintenance', { ...context, inMaintenance: true })).resolves.toBe(
      503,
    );
    await expect(pageStatus('/en/maintenance', context)).resolves.toBe(200);
  });
  it('is 404 and logged when the content check cannot reach the API', async () => {
    await expect(pageStatus('/ueber-uns', context)).resolves.toBe(404);
    expect(log.warn).toHaveBeenCalled();
  });
  it('checks the story of an article route at its section folder, at any depth', async () => {
    const asked: string[] = [];
    const fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      asked.push(url.replace('http://127.0.0.1:9', ''));
      return new Response('{}', { status: url.endsWith('/gold-ueber-3000-dollar') ? 200 : 404 });
    });
    try {
      await expect(pageStatus('/news/markt/2025/gold-ueber-3000-dollar', context)).resolves.toBe(
        200,
      );
      await expect(pageStatus('/en/knowledge-hub/encyclopedia/nope', context)).resolves.toBe(404);
      await expect(pageStatus('/blog/nope', context)).resolves.toBe(404);
      await expect(pageStatus('/blog', context)).resolves.toBe(200);
      expect(asked).toEqual([
        '/content/page/de/path/news/markt/2025/gold-ueber-3000-dollar',
        '/content/page/en/path/knowledge-hub/encyclopedia/nope',
        '/content/page/de/path/blog/nope',
      ]);
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
