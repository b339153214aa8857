import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { Route, Routes } from '@shop/router';
import { createApiClient, type Story } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { matchRoute, type Language, type PageMatch } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom, storeKeyAtom } from '@shop/i18n/react';
import BlogArticlePage from './BlogArticlePage';
import BlogPage from './BlogPage';

const article = (slug: string, title: string, tags: string[], date: string): Story => ({
  uuid: `00000000-0000-4000-8000-${slug.length.toString().padStart(12, '0')}${slug}`.slice(0, 36),
  name: title,
  slug,
  fullSlug: `at-de/blog/${slug}`,
  rootFolder: 'at-de',
  path: `blog/${slug}`,
  twins: { de: `blog/${slug}` },
  language: 'de',
  content: {
    _uid: 'r',
    component: 'article',
    title,
    teaser: `Kurz: ${title}`,
    body: [
      {
        _uid: 'b',
        component: 'rich-text',
        text: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Volltext' }] }],
        },
      },
    ],
  },
  tagList: tags,
  publishedAt: date,
  firstPublishedAt: date,
  createdAt: date,
  updatedAt: date,
});

const posts = [
  article('gold-oder-silber', 'Gold oder Silber', ['Gold', 'Silber'], '2025-02-03T08:00:00.000Z'),
  article('spekulationsfrist', 'Steuern beim Verkauf', ['Steuern'], '2025-11-03T08:00:00.000Z'),
];

function renderAt(url: string, language: Language = 'de', storeKey: 'at' | 'us' = 'at') {
  const store = createStore();
  const match = matchRoute(url.split('?')[0]!);
  store.set(routeMatchAtom, match);
  store.set(storeKeyAtom, storeKey);
  const calls: string[] = [];
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = async (input: RequestInfo | URL) => {
    const target = new URL(String(input), 'http://shop');
    calls.push(`${target.pathname}${target.search}`);
    if (target.pathname.startsWith('/api/content/tags/'))
      return answer({
        tags: [
          { name: 'Gold', taggingsCount: 5 },
          { name: 'Steuern', taggingsCount: 3 },
        ],
      });
    if (target.pathname.startsWith('/api/content/articles/')) {
      const tag = target.searchParams.get('tag');
      const stories = tag ? posts.filter((p) => p.tagList.includes(tag)) : posts;
      return answer({ stories, total: stories.length, page: 1, perPage: 25 });
    }
    const post = posts.find((p) => target.pathname.endsWith(`/path/${p.path}`));
    return post
      ? answer(post)
      : answer(
          {
            name: 'ResourceNotFoundError',
            message: 'Page not found',
            code: 'page_not_found',
            statusCode: 404,
          },
          404,
        );
  };
  const api = createApiClient({ baseUrl: '/api', storeKey, fetch: fetchMock as typeof fetch });
  const page = (Page: typeof BlogPage) => <Page match={match as PageMatch} />;
  render(
    <Provider store={store}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ApiClientProvider client={api}>
          <IntlProvider locale={language} messages={messages[language]}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route
                  path="*"
                  element={page(match?.route.id === 'blogArticle' ? BlogArticlePage : BlogPage)}
                />
              </Routes>
            </MemoryRouter>
          </IntlProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return calls;
}

describe('BlogPage', () => {
  it('lists the published articles with their dates and links, and the topic filter', async () => {
    const calls = renderAt('/blog');
    expect(await screen.findByRole('link', { name: 'Gold oder Silber' })).toHaveAttribute(
      'href',
      '/blog/gold-oder-silber',
    );
    expect(screen.getByText('03/02/2025')).toHaveAttribute('datetime', '2025-02-03T08:00:00.000Z');
    const filter = screen.getByRole('navigation', { name: 'Nach Thema filtern' });
    expect(within(filter).getByRole('link', { name: 'Alle Themen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await within(filter).findByRole('link', { name: 'Steuern (3)' })).toHaveAttribute(
      'href',
      '/blog?tag=Steuern',
    );
    expect(calls).toContain('/api/content/articles/de?folder=blog&page=1');
  });

  it('filters by the tag of the address', async () => {
    const calls = renderAt('/blog?tag=Steuern');
    expect(await screen.findByText('1 Beitrag zum Thema Steuern')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gold oder Silber' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Steuern (3)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(calls).toContain('/api/content/articles/de?folder=blog&page=1&tag=Steuern');
  });

  it('speaks English with US dates in the US store', async () => {
    renderAt('/en/blog', 'en', 'us');
    expect(screen.getByText(/Background on precious metals/)).toBeInTheDocument();
    expect(await screen.findByText('02/03/2025')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Filter by topic' })).toBeInTheDocument();
  });
});

describe('BlogArticlePage', () => {
  it('shows the article with its text and topic links', async () => {
    renderAt('/blog/gold-oder-silber');
    expect(await screen.findByText('Kurz: Gold oder Silber')).toBeInTheDocument();
    expect(screen.getByText('Volltext')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Silber' })).toHaveAttribute(
      'href',
      '/blog?tag=Silber',
    );
    expect(screen.getByRole('link', { name: 'Alle Blogbeiträge' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('says so when no article is published at the address', async () => {
    renderAt('/blog/gibt-es-nicht');
    expect(
      await screen.findByText('Unter dieser Adresse ist kein Artikel veröffentlicht.'),
    ).toBeInTheDocument();
  });
});
