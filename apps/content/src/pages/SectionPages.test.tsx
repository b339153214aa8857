import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from '@shop/router/testing';
import { Route, Routes } from '@shop/router';
import { createApiClient, type Story } from '@shop/api-client';
import { ApiClientProvider } from '@shop/api-client/react';
import { matchRoute, type Language, type PageMatch, type PageProps } from '@shop/i18n';
import { messages } from '@shop/i18n/messages';
import { routeMatchAtom, storeKeyAtom } from '@shop/i18n/react';
import EncyclopediaEntryPage from './EncyclopediaEntryPage';
import EncyclopediaPage from './EncyclopediaPage';
import KnowledgeArticlePage from './KnowledgeArticlePage';
import KnowledgeHubPage from './KnowledgeHubPage';
import NewsArticlePage from './NewsArticlePage';
import NewsPage from './NewsPage';
import PressReleasePage from './PressReleasePage';
import PressReleasesPage from './PressReleasesPage';

const pages: Record<string, ComponentType<PageProps>> = {
  news: NewsPage,
  newsArticle: NewsArticlePage,
  knowledgeHub: KnowledgeHubPage,
  knowledgeHubArticle: KnowledgeArticlePage,
  encyclopedia: EncyclopediaPage,
  encyclopediaEntry: EncyclopediaEntryPage,
  pressReleases: PressReleasesPage,
  pressRelease: PressReleasePage,
};

let counter = 0;
const article = (
  path: string,
  title: string,
  date: string,
  language: Language = 'de',
  extra: Story['content'] extends infer C ? (C extends { body: infer B } ? B : never) : never = [],
): Story => ({
  uuid: `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`,
  name: title,
  slug: path.split('/').at(-1)!,
  fullSlug: `at-${language}/${path}`,
  rootFolder: `at-${language}`,
  path,
  twins: { [language]: path },
  language,
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
          content: [{ type: 'paragraph', content: [{ type: 'text', text: `Text zu ${title}` }] }],
        },
      },
      ...extra,
    ],
  },
  tagList: ['Markt'],
  publishedAt: date,
  firstPublishedAt: date,
  createdAt: date,
  updatedAt: date,
});

const stories = [
  article(
    'news/markt/2025/gold-ueber-3000-dollar',
    'Gold über 3.000 Dollar',
    '2025-03-14T07:00:00Z',
    'de',
    [{ _uid: 'btn', component: 'button', label: 'Zum Goldpreis', link: '/shop' }],
  ),
  article('news/neue-filiale', 'Neue Filiale', '2025-01-10T07:00:00Z'),
  article('wissen/gold-lagern', 'Gold richtig lagern', '2025-02-01T09:00:00Z'),
  article('wissen/enzyklopaedie/feingehalt', 'Feingehalt', '2025-01-06T08:00:00Z'),
  article('wissen/enzyklopaedie/aes', 'Ägide', '2025-01-06T08:00:00Z'),
  article('wissen/enzyklopaedie/barren', 'Barren', '2025-01-06T08:00:00Z'),
  article('knowledge-hub/encyclopedia/fineness', 'Fineness', '2025-01-06T08:00:00Z', 'en'),
  article(
    'ueber-uns/presse/presseaussendungen/rekordjahr',
    'Rekordjahr 2024',
    '2025-02-20T08:00:00Z',
  ),
];

function renderAt(url: string, language: Language = 'de') {
  const store = createStore();
  const match = matchRoute(url.split('?')[0]!);
  if (match?.kind !== 'page') throw new Error(`no page at ${url}`);
  store.set(routeMatchAtom, match);
  store.set(storeKeyAtom, 'at');
  const calls: string[] = [];
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = async (input: RequestInfo | URL) => {
    const target = new URL(String(input), 'http://shop');
    calls.push(`${target.pathname}${target.search}`);
    if (target.pathname.startsWith('/api/content/articles/')) {
      const folder = target.searchParams.get('folder');
      const excluding = target.searchParams.get('excluding');
      const found = stories.filter(
        (s) =>
          s.language === language &&
          s.path.startsWith(`${folder}/`) &&
          !(excluding && s.path.startsWith(`${excluding}/`)),
      );
      return answer({ stories: found, total: found.length, page: 1, perPage: 25 });
    }
    const story = stories.find(
      (s) => s.language === language && target.pathname.endsWith(`/path/${s.path}`),
    );
    return story
      ? answer(story)
      : answer(
          { name: 'ResourceNotFoundError', message: 'not found', code: 'x', statusCode: 404 },
          404,
        );
  };
  const api = createApiClient({
    baseUrl: '/api',
    storeKey: 'at',
    fetch: fetchMock as typeof fetch,
  });
  const Page = pages[match.route.id]!;
  render(
    <Provider store={store}>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ApiClientProvider client={api}>
          <IntlProvider locale={language} messages={messages[language]}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path="*" element={<Page match={match as PageMatch} />} />
              </Routes>
            </MemoryRouter>
          </IntlProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </Provider>,
  );
  return calls;
}

describe('news', () => {
  it('lists the items of every depth, newest first, linking to their full slug', async () => {
    const calls = renderAt('/news');
    const links = await screen.findAllByRole('link', { name: /Gold über|Neue Filiale/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/news/markt/2025/gold-ueber-3000-dollar',
      '/news/neue-filiale',
    ]);
    expect(calls).toContain('/api/content/articles/de?folder=news&page=1');
  });

  it('shows an item three folders deep with all its blocks', async () => {
    const calls = renderAt('/news/markt/2025/gold-ueber-3000-dollar');
    expect(await screen.findByText('Text zu Gold über 3.000 Dollar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Goldpreis' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Alle News' })).toHaveAttribute('href', '/news');
    expect(calls).toContain(
      '/api/content/page/de/path/news/markt/2025/gold-ueber-3000-dollar?version=published',
    );
  });
});

describe('knowledge hub', () => {
  it('lists its articles without the encyclopedia entries of its subfolder', async () => {
    const calls = renderAt('/wissen');
    expect(await screen.findByRole('link', { name: 'Gold richtig lagern' })).toHaveAttribute(
      'href',
      '/wissen/gold-lagern',
    );
    expect(screen.queryByRole('link', { name: 'Feingehalt' })).not.toBeInTheDocument();
    expect(calls).toContain(
      '/api/content/articles/de?folder=wissen&excluding=wissen%2Fenzyklopaedie&page=1',
    );
  });

  it('shows an article with the way back to the hub', async () => {
    renderAt('/wissen/gold-lagern');
    expect(await screen.findByText('Text zu Gold richtig lagern')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wissen' })).toHaveAttribute('href', '/wissen');
  });
});

describe('encyclopedia', () => {
  it('files the entries under their letters, Ä under A, with the letters as jump links', async () => {
    renderAt('/wissen/enzyklopaedie');
    const letters = await screen.findByRole('navigation', { name: 'Zum Buchstaben springen' });
    expect(
      within(letters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['A', 'B', 'F']);
    expect(within(letters).getByRole('link', { name: 'F' })).toHaveAttribute('href', '#letter-F');
    const a = screen.getByRole('region', { name: 'A' });
    expect(within(a).getByRole('link', { name: 'Ägide' })).toHaveAttribute(
      'href',
      '/wissen/enzyklopaedie/aes',
    );
  });

  it('shows an entry in English without publication date and teaser', async () => {
    renderAt('/en/knowledge-hub/encyclopedia/fineness', 'en');
    expect(await screen.findByText('Text zu Fineness')).toBeInTheDocument();
    expect(screen.queryByText(/Published on/)).not.toBeInTheDocument();
    expect(screen.queryByText('Kurz: Fineness')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Encyclopedia A–Z' })).toHaveAttribute(
      'href',
      '/en/knowledge-hub/encyclopedia',
    );
  });
});

describe('press releases', () => {
  it('lists the releases with links to them', async () => {
    renderAt('/ueber-uns/presse/presseaussendungen');
    expect(await screen.findByRole('link', { name: 'Rekordjahr 2024' })).toHaveAttribute(
      'href',
      '/ueber-uns/presse/presseaussendungen/rekordjahr',
    );
  });

  it('says so when the address holds no release', async () => {
    renderAt('/ueber-uns/presse/presseaussendungen/gibt-es-nicht');
    expect(
      await screen.findByText('Unter dieser Adresse ist kein Artikel veröffentlicht.'),
    ).toBeInTheDocument();
  });
});
