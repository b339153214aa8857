/** @jest-environment node */
import type { FastifyBaseLogger } from 'fastify';
import { pageStatus } from './page-status';
import { storyAnswer } from './test-helpers';

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
    await expect(pageStatus('/%E0%A4%A', context)).resolves.toEqual({ status: 404 });
  });
  it('is 404 for a route validation failure and 200 for a known page', async () => {
    await expect(pageStatus('/checkout/rent', context)).resolves.toEqual({ status: 404 });
    await expect(pageStatus('/en/checkout/buy', context)).resolves.toEqual({ status: 200 });
  });
  it('is 503 only for the maintenance page during maintenance', async () => {
    await expect(
      pageStatus('/en/maintenance', { ...context, inMaintenance: true }),
    ).resolves.toEqual({ status: 503 });
    await expect(pageStatus('/en/maintenance', context)).resolves.toEqual({ status: 200 });
  });
  it('is 404 and logged when the content check cannot reach the API', async () => {
    await expect(pageStatus('/ueber-uns', context)).resolves.toEqual({ status: 404 });
    expect(log.warn).toHaveBeenCalled();
  });
  it('checks the story of an article route at its section folder, at any depth', async () => {
    (log.warn as jest.Mock).mockClear();
    const asked: string[] = [];
    const fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      asked.push(url.replace('http://127.0.0.1:9', ''));
      const path = 'news/markt/2025/gold-ueber-3000-dollar';
      return url.endsWith(path)
        ? Response.json(storyAnswer('de', path, { de: path }))
        : Response.json(
            {
              name: 'ResourceNotFoundError',
              message: 'No story',
              code: 'story_not_found',
              statusCode: 404,
            },
            { status: 404 },
          );
    });
    try {
      // The story read for the status gives the page's head its twins: the API is asked once.
      await expect(pageStatus('/news/markt/2025/gold-ueber-3000-dollar', context)).resolves.toEqual(
        {
          status: 200,
          storyTwins: { de: 'news/markt/2025/gold-ueber-3000-dollar' },
        },
      );
      await expect(pageStatus('/en/knowledge-hub/encyclopedia/nope', context)).resolves.toEqual({
        status: 404,
      });
      await expect(pageStatus('/blog/nope', context)).resolves.toEqual({ status: 404 });
      await expect(pageStatus('/blog', context)).resolves.toEqual({ status: 200 });
      expect(asked).toEqual([
        '/content/page/de/path/news/markt/2025/gold-ueber-3000-dollar',
        '/content/page/en/path/knowledge-hub/encyclopedia/nope',
        '/content/page/de/path/blog/nope',
      ]);
      // A story that is not there is no failure.
      expect(log.warn).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
