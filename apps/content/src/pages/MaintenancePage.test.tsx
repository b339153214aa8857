import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { createApiClient } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { matchRoute } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { pageTitleAtom, routeMatchAtom, storeKeyAtom } from '@shop/i18n/react';
import MaintenancePage from './MaintenancePage';
import ErrorContent from '../widgets/ErrorContent';
import NewShopWelcome from '../widgets/NewShopWelcome';

const errorPage = (slug: string, title: string, text: string) => ({
  uuid: '00000000-0000-4000-8000-000000000404',
  name: title,
  slug,
  fullSlug: `at-de/components/${slug}`,
  rootFolder: 'at-de',
  path: `components/${slug}`,
  language: 'de',
  content: {
    _uid: 'p',
    component: 'page',
    title,
    body: [
      {
        _uid: 't',
        component: 'rich-text',
        text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
      },
    ],
  },
  tagList: [],
  publishedAt: '2025-01-06T08:00:00.000Z',
  firstPublishedAt: '2025-01-06T08:00:00.000Z',
  createdAt: '2025-01-06T08:00:00.000Z',
  updatedAt: '2025-01-06T08:00:00.000Z',
});

const published: Record<string, ReturnType<typeof errorPage>> = {
  'error-404': errorPage('error-404', 'Seite nicht gefunden', 'Diese Seite gibt es nicht.'),
  'error-500': errorPage('error-500', 'Ein Fehler ist aufgetreten', 'Bitte später erneut.'),
};

/** The stories the global components read, as editors published them. */
const withStories = (...slugs: [string, string, string][]) => {
  for (const [slug, title, text] of slugs) published[slug] = errorPage(slug, title, text);
};
afterEach(() => {
  delete published['maintenance'];
  delete published['new-shop-welcome'];
});

function renderWith(ui: ReactNode, store = createStore()) {
  store.set(routeMatchAtom, matchRoute('/'));
  store.set(storeKeyAtom, 'at');
  const calls: string[] = [];
  const fetchMock = async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), 'http://shop');
    calls.push(pathname);
    const story = published[pathname.split('/').at(-1)!];
    return story
      ? new Response(JSON.stringify(story), { headers: { 'content-type': 'application/json' } })
      : new Response(
          JSON.stringify({
            name: 'ResourceNotFoundError',
            message: 'x',
            code: 'x',
            statusCode: 404,
          }),
          { status: 404, headers: { 'content-type': 'application/json' } },
        );
  };
  const api = createApiClient({
    baseUrl: '/api',
    storeKey: 'at',
    fetch: fetchMock as typeof fetch,
  });
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={api}>
          <IntlProvider locale="de" messages={messages.de}>
            <MemoryRouter>{ui}</MemoryRouter>
          </IntlProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return calls;
}

describe('ErrorContent', () => {
  it('shows the content for 404 when no status is given', async () => {
    const calls = renderWith(<ErrorContent fallback={<p>eingebaut</p>} headingId="t" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toHaveAttribute('id', 't');
    expect(screen.getByText('Diese Seite gibt es nicht.')).toBeInTheDocument();
    expect(calls).toEqual(['/api/content/component/de/slug/error-404']);
  });

  it('shows the content for the status code', async () => {
    renderWith(<ErrorContent status={500} fallback={<p>eingebaut</p>} />);
    expect(await screen.findByText('Bitte später erneut.')).toBeInTheDocument();
  });

  it('shows the message passed instead, without asking the content system', async () => {
    const calls = renderWith(
      <ErrorContent status={404} message={<p>Ungültige Adresse</p>} fallback={<p>eingebaut</p>} />,
    );
    expect(screen.getByText('Ungültige Adresse')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('falls back to the built-in message for a status without content', async () => {
    renderWith(<ErrorContent status={503} fallback={<p>eingebaut</p>} />);
    expect(await screen.findByText('eingebaut')).toBeInTheDocument();
  });
});

describe('MaintenancePage', () => {
  it('shows the built-in notice while editors have written none', async () => {
    const calls = renderWith(<MaintenancePage />);
    expect(await screen.findByText('Wir führen Wartungsarbeiten durch')).toBeInTheDocument();
    expect(calls).toEqual(['/api/content/component/de/slug/maintenance']);
  });
});

describe('MaintenancePage with content', () => {
  it('shows the notice editors wrote', async () => {
    withStories(['maintenance', 'Gleich wieder da', 'Neue Version wird eingespielt.']);
    renderWith(<MaintenancePage />);
    expect(await screen.findByText('Neue Version wird eingespielt.')).toBeInTheDocument();
    expect(screen.queryByText('Wir führen Wartungsarbeiten durch')).toBeNull();
  });
});

// The welcome is a global component story too, shown in the shell's dialog.
describe('NewShopWelcome', () => {
  it('shows the welcome editors wrote, without a second title, and closes', async () => {
    withStories(['new-shop-welcome', 'Willkommen', 'Schön, dass Sie da sind!']);
    const onClose = jest.fn();
    renderWith(<NewShopWelcome onClose={onClose} />);
    expect(await screen.findByText('Schön, dass Sie da sind!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Willkommen' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt entdecken' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('leaves the title of the page it opens over alone, while open and once closed', async () => {
    withStories(['new-shop-welcome', 'Willkommen', 'Schön, dass Sie da sind!']);
    const store = createStore();
    store.set(pageTitleAtom, 'Goldbarren');
    const Welcome = () => {
      const [open, setOpen] = useState(true);
      return open ? <NewShopWelcome onClose={() => setOpen(false)} /> : null;
    };
    renderWith(<Welcome />, store);
    expect(await screen.findByText('Schön, dass Sie da sind!')).toBeInTheDocument();
    expect(store.get(pageTitleAtom)).toBe('Goldbarren');
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt entdecken' }));
    expect(screen.queryByText('Schön, dass Sie da sind!')).toBeNull();
    expect(store.get(pageTitleAtom)).toBe('Goldbarren');
  });

  it('shows the built-in welcome while editors have written none', async () => {
    renderWith(<NewShopWelcome onClose={() => undefined} />);
    expect(await screen.findByText(/Unser Onlineshop hat ein neues Gesicht/)).toBeInTheDocument();
  });
});
