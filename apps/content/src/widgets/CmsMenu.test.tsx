import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { createApiClient } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { matchRoute, type Language } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom, storeKeyAtom } from '@shop/i18n/react';
import CmsMenu from './CmsMenu';

const menu = {
  uuid: '00000000-0000-4000-8000-000000000001',
  name: 'Main navigation',
  slug: 'cms-menu',
  fullSlug: 'at-en/components/cms-menu',
  rootFolder: 'at-en',
  path: 'components/cms-menu',
  language: 'en',
  content: {
    _uid: 'm',
    component: 'menu',
    items: [
      {
        _uid: 'a',
        label: 'Knowledge',
        link: '/en/knowledge-hub/encyclopedia',
        children: [{ _uid: 'a1', label: 'News', link: '/en/news' }],
      },
      { _uid: 'b', label: 'Stores', link: '/en/stores' },
    ],
  },
  tagList: [],
  publishedAt: '2025-01-06T08:00:00.000Z',
  firstPublishedAt: '2025-01-06T08:00:00.000Z',
  createdAt: '2025-01-06T08:00:00.000Z',
  updatedAt: '2025-01-06T08:00:00.000Z',
};

function renderMenu(status: number, language: Language = 'en') {
  const store = createStore();
  store.set(routeMatchAtom, matchRoute(language === 'en' ? '/en/news' : '/news'));
  store.set(storeKeyAtom, 'at');
  const calls: string[] = [];
  const fetchMock = async (input: RequestInfo | URL) => {
    calls.push(new URL(String(input), 'http://shop').pathname);
    return status === 200
      ? new Response(JSON.stringify(menu), { headers: { 'content-type': 'application/json' } })
      : new Response(
          JSON.stringify({
            name: 'ResourceNotFoundError',
            message: 'x',
            code: 'x',
            statusCode: 404,
          }),
          { status, headers: { 'content-type': 'application/json' } },
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
          <IntlProvider locale={language} messages={messages[language]}>
            <MemoryRouter initialEntries={[language === 'en' ? '/en/news' : '/news']}>
              <CmsMenu fallback={<p>categories</p>} />
            </MemoryRouter>
          </IntlProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return calls;
}

describe('CmsMenu', () => {
  it('shows the menu story as the main navigation, sub-entries included', async () => {
    const calls = renderMenu(200);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findByRole('link', { name: 'Knowledge' });
    expect(within(nav).getByRole('link', { name: 'Knowledge' })).toHaveAttribute(
      'href',
      '/en/knowledge-hub/encyclopedia',
    );
    // The current page's entry is marked for the reader and for styling.
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Stores' })).toHaveAttribute('href', '/en/stores');
    expect(calls).toEqual(['/api/content/component/en/slug/cms-menu']);
  });

  it('leaves the navigation to the fallback when no menu is published', async () => {
    renderMenu(404, 'de');
    expect(await screen.findByText('categories')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
