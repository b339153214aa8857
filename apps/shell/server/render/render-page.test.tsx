/** @jest-environment node */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { cartKeys, useApiClient } from '@shop/api-client/react';
import { buildPath, getRoute, type PageProps, type ShopRemoteName } from '@shop/i18n';
import { storeKeyAtom, usePageMeta } from '@shop/i18n/react';
import {
  consentChoice,
  consentFromCookieHeader,
  serializeConsent,
  type ConsentChoice,
} from '@shop/app-state';
import { SERVER_STATE_ID, type ServerState } from '../../src/app/server-state';
import { renderPage } from './render-page';
import type { ServerRemotes } from './federation';

// The edge's module cache, filled by the fake remotes below instead of the federation runtime.
const modules = new Map<string, unknown>();
jest.mock('../../src/federation/load-remote-module', () => ({
  peekRemoteModule: (remote: string, module: string) =>
    modules.get(`${remote}/${module.replace(/^\.\//, '')}`),
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
  registerShopRemotes: jest.fn(),
}));

const messages = {};

/** The header's main navigation, from the content remote. */
function HeaderMenu() {
  return <nav aria-label="Main navigation">content menu</nav>;
}

/**
 * Remotes that answer with `page` for every module but the header's menu, or fail when it is an
 * Error.
 */
function fakeRemotes(page: unknown, loads: string[] = []): ServerRemotes {
  return {
    has: () => true,
    async load(remote: ShopRemoteName, module: string) {
      loads.push(`${remote}/${module}`);
      if (page instanceof Error) throw page;
      modules.set(`${remote}/${module.replace(/^\.\//, '')}`, {
        default: module === './CmsMenu' ? HeaderMenu : page,
      });
      for (const language of ['de', 'en'])
        modules.set(`${remote}/messages-${language}`, { default: messages });
    },
    revalidate: async () => undefined,
  };
}

/** What reaches the browser: the markup of the root element and the state after it. */
async function render(
  url: string,
  remotes: ServerRemotes,
  store: 'at' | 'us' | 'de' = 'at',
  consent: ConsentChoice | null = null,
) {
  const page = await renderPage({
    url,
    status: 200,
    store,
    hosts: { localhost: 'at' },
    remotes: {
      catalog: 'http://localhost:1/mf-manifest.json',
      checkout: 'http://localhost:1/mf-manifest.json',
      account: 'http://localhost:1/mf-manifest.json',
      content: 'http://localhost:1/mf-manifest.json',
    },
    // Nothing listens there: the frame's own queries fail fast and stay the browser's.
    apiUrl: 'http://127.0.0.1:9',
    consent,
    serverRemotes: remotes,
    deadlineMs: 3000,
  });
  const chunks: Buffer[] = [];
  const script = await page.pipe({ write: (chunk) => chunks.push(Buffer.from(chunk)) });
  const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
  expect(script).toContain(`id="${SERVER_STATE_ID}"`);
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    state: JSON.parse(json) as ServerState,
    complete: page.complete,
  };
}

beforeEach(() => modules.clear());

const shopPath = (language: 'de' | 'en') => buildPath(getRoute('shop'), language);

describe('renderPage', () => {
  it('renders the route remote module with the data its queries fetched, and hands both over', async () => {
    const queryFn = jest.fn(async () => ({ greeting: 'fetched on the server' }));
    function Page({ match }: PageProps) {
      const query = useQuery({ queryKey: ['greeting'], queryFn });
      return <p>{`${match.route.id}: ${query.data?.greeting ?? 'loading'}`}</p>;
    }
    const { html, state } = await render(shopPath('en'), fakeRemotes(Page));
    expect(html).toContain('shop: fetched on the server');
    // The frame renders too: skip link, header, main.
    expect(html).toContain('<main id="main"');
    expect(queryFn).toHaveBeenCalledTimes(1);
    // The header's menu from the content remote is in the server's HTML too.
    expect(html).toContain('content menu');
    expect(state.modules).toEqual([
      ['content', './CmsMenu'],
      ['catalog', './ShopPage'],
    ]);
    expect(state.store).toBe('at');
    const greeting = state.queries.queries.find((q) => q.queryKey[0] === 'greeting');
    expect(greeting?.state.data).toEqual({ greeting: 'fetched on the server' });
  });

  it('hands over only the queries the page read in its last pass', async () => {
    const goneFn = jest.fn(async () => 'shown while the page loaded');
    function Loading() {
      useQuery({ queryKey: ['loading-note'], queryFn: goneFn });
      return <p>loading</p>;
    }
    function Shown() {
      const query = useQuery({ queryKey: ['shown'], queryFn: async () => 'the list' });
      return <p>{query.data}</p>;
    }
    function Page() {
      const which = useQuery({ queryKey: ['which'], queryFn: async () => 'list' });
      return which.data ? <Shown /> : <Loading />;
    }
    const { html, state } = await render(shopPath('de'), fakeRemotes(Page));
    expect(html).toContain('<p>the list</p>');
    // Fetched by the first pass, then no longer on the page: it stays out of the HTML.
    expect(goneFn).toHaveBeenCalledTimes(1);
    const keys = state.queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['which', 'shown']));
    expect(keys).not.toContain('loading-note');
  });

  it('shows the title the page publishes from its data in the frame, and hands it over', async () => {
    function Page() {
      const query = useQuery({ queryKey: ['product'], queryFn: async () => 'Krugerrand 1 oz' });
      usePageMeta(query.data, { de: { slug: 'krugerrand' }, en: { slug: 'krugerrand' } });
      return <p>{query.data}</p>;
    }
    const { html, state } = await render(
      buildPath(getRoute('product'), 'en', { slug: 'k' }),
      fakeRemotes(Page),
    );
    expect(html).toContain('<h1 class="ui-page-header__title">Krugerrand 1 oz</h1>');
    expect(state.title).toBe('Krugerrand 1 oz');
    expect(state.alternates).toEqual({ de: { slug: 'krugerrand' }, en: { slug: 'krugerrand' } });
  });

  it('leaves a region whose remote cannot be loaded to the browser, with the frame rendered', async () => {
    const { html, state, complete } = await render(
      shopPath('de'),
      fakeRemotes(new Error('connect ECONNREFUSED')),
    );
    expect(html).toContain('<main id="main"');
    // Served, but not kept in the render cache.
    expect(complete).toBe(false);
    expect(html).toContain('shell-page-skeleton');
    expect(state.modules).toEqual([]);
  });

  it('leaves a region whose module throws while rendering to the browser', async () => {
    function Broken(): never {
      throw new Error('remote bug');
    }
    const { html } = await render(shopPath('en'), fakeRemotes(Broken));
    expect(html).toContain('<main id="main"');
    // React's mark for a boundary the browser renders itself, with the skeleton until then.
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('shell-page-skeleton');
  });

  it('fetches no personal query: carts, customer and wishlists are the browser’s', async () => {
    const cartFn = jest.fn(async () => []);
    function Page() {
      const api = useApiClient();
      const carts = useQuery({ queryKey: cartKeys.list(api.storeKey, 'en'), queryFn: cartFn });
      return <p>{`carts ${carts.status}`}</p>;
    }
    const { html, state } = await render(shopPath('en'), fakeRemotes(Page));
    expect(html).toContain('carts pending');
    expect(cartFn).not.toHaveBeenCalled();
    expect(state.queries.queries.some((q) => q.queryKey[0] === 'carts')).toBe(false);
  });

  it('renders only the frame of the cart, checkout and account pages', async () => {
    const loads: string[] = [];
    const { html } = await render(
      buildPath(getRoute('cart'), 'en'),
      fakeRemotes(() => null, loads),
    );
    expect(html).toContain('<main id="main"');
    expect(loads).toEqual([]);
  });

  it('keeps concurrent requests of different stores and languages apart', async () => {
    function Page({ match }: PageProps) {
      const store = useAtomValue(storeKeyAtom);
      const intl = useIntl();
      return <p>{`page ${match.language} ${store} ${intl.locale}`}</p>;
    }
    const remotes = fakeRemotes(Page);
    const [us, de, at] = await Promise.all([
      render(shopPath('en'), remotes, 'us'),
      render(shopPath('de'), remotes, 'de'),
      render(shopPath('en'), remotes, 'at'),
    ]);
    expect(us.html).toContain('page en us en-US');
    expect(de.html).toContain('page de de de-DE');
    expect(at.html).toContain('page en at en-GB');
    expect(us.state.store).toBe('us');
    expect(de.state.store).toBe('de');
  });

  it('renders the consent banner on a first visit and none for a visitor who chose', async () => {
    const first = await render(
      shopPath('de'),
      fakeRemotes(() => null),
    );
    expect(first.html).toContain('ui-consent-banner');
    const cookie = `lang=de; shopConsent=${serializeConsent(consentChoice(['C0002']))}`;
    const choice = consentFromCookieHeader(cookie);
    expect(choice).not.toBeNull();
    const returning = await render(
      shopPath('de'),
      fakeRemotes(() => null),
      'at',
      choice,
    );
    expect(returning.html).not.toContain('ui-consent-banner');
  });
});
