import { screen, within } from '@testing-library/react';
import type { Branch, ContentBlock } from '@shop/api-client';
import type { StoreKey } from '@shop/i18n';
import { ArticlesBlock, NewsBlock } from './ArticleTeasers';
import { CategorySaleBlock } from './LinkOutBlocks';
import { StoresListBlock } from './StoresListBlock';
import { json, renderBlock, story } from '../../../test/render-block';

const article = (path: string, title: string, language: 'de' | 'en' = 'de') =>
  story(
    path,
    { _uid: 'r', component: 'article', title, teaser: `Kurz: ${title}`, body: [] },
    language,
  );

const list = (stories: ReturnType<typeof article>[]) =>
  json({ stories, total: stories.length, page: 1, perPage: 25 });

const branch = (slug: string, city: string, store: StoreKey): Branch => ({
  id: slug,
  slug,
  name: { de: `Filiale ${city}`, en: `${city} branch` },
  store,
  city,
  streetAddress: 'Hauptstraße 1',
  zipCode: '1010',
  country: store.toUpperCase(),
  coordinates_lat: 48.2,
  coordinates_long: 16.37,
  timeZone: 'Europe/Vienna',
  phone: '+43 1 512 34 56',
  openingHours: [],
  about: { de: '', en: '' },
  paymentMethods: [],
  reviews: [],
});

describe('blocks that read the API', () => {
  it('news: the newest items of its folder, linked at any depth', async () => {
    const { calls } = renderBlock(
      <NewsBlock
        block={{
          _uid: 'n',
          component: 'news',
          headline: 'Aktuelle Meldungen',
          folder: 'news',
          limit: 3,
        }}
      />,
      'de',
      (url) =>
        url.pathname === '/api/content/articles/de'
          ? list([article('news/2026/03/goldpreis', 'Goldpreis auf Rekordhoch')])
          : undefined,
    );
    const link = await screen.findByRole('link', { name: 'Goldpreis auf Rekordhoch' });
    expect(link).toHaveAttribute('href', '/news/2026/03/goldpreis');
    expect(screen.getByText('Kurz: Goldpreis auf Rekordhoch')).toBeInTheDocument();
    expect(screen.getByText(/Veröffentlicht am/)).toBeInTheDocument();
    const query = calls[0]!.searchParams;
    expect([query.get('folder'), query.get('perPage')]).toEqual(['news', '3']);
  });

  it('articles: blog articles in English, filtered by tag; nothing published leaves the block out', async () => {
    const { calls } = renderBlock(
      <>
        <ArticlesBlock
          block={{
            _uid: 'a',
            component: 'articles',
            headline: 'From our blog',
            folder: 'blog',
            tag: 'tax',
            limit: 3,
          }}
        />
        <ArticlesBlock
          block={{ _uid: 'b', component: 'articles', headline: 'Press', folder: 'press', limit: 3 }}
        />
      </>,
      'en',
      (url) =>
        url.searchParams.get('folder') === 'blog'
          ? list([article('blog/vat-free-gold', 'Why gold is VAT-free', 'en')])
          : list([]),
    );
    expect(await screen.findByRole('link', { name: 'Why gold is VAT-free' })).toHaveAttribute(
      'href',
      '/en/blog/vat-free-gold',
    );
    expect(
      calls.find((url) => url.searchParams.get('folder') === 'blog')?.searchParams.get('tag'),
    ).toBe('tax');
    expect(screen.queryByRole('heading', { name: 'Press' })).not.toBeInTheDocument();
  });

  it('news: a failed call says so', async () => {
    renderBlock(
      <NewsBlock
        block={{ _uid: 'n', component: 'news', headline: 'Latest news', folder: 'news', limit: 3 }}
      />,
      'en',
      () => ({ status: 500, body: { statusCode: 500, message: 'down', errors: [] } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These articles could not be loaded.',
    );
  });

  it('stores list: the branches of its country with address and page link', async () => {
    renderBlock(
      <StoresListBlock
        block={{ _uid: 's', component: 'stores-list', headline: 'Unsere Filialen', country: 'AT' }}
      />,
      'de',
      (url) =>
        url.pathname === '/api/branches'
          ? json([branch('wien', 'Wien', 'at'), branch('muenchen', 'München', 'de')])
          : undefined,
    );
    const link = await screen.findByRole('link', {
      name: 'Öffnungszeiten und Anfahrt für Filiale Wien',
    });
    expect(link).toHaveAttribute('href', '/filialen/wien');
    expect(screen.queryByText('Filiale München')).not.toBeInTheDocument();
    const card = link.closest('article')!;
    expect(within(card).getByText(/Hauptstraße 1/)).toHaveTextContent('Österreich');
    expect(within(card).getByRole('link', { name: 'Telefon +43 1 512 34 56' })).toHaveAttribute(
      'href',
      'tel:+4315123456',
    );
  });

  it('category sale: links the category in the page language', async () => {
    const block: Extract<ContentBlock, { component: 'category-sale' }> = {
      _uid: 'c',
      component: 'category-sale',
      headline: 'Silver coins from 25 pieces',
      category: 'silver-coins',
      text: 'Tiered prices from the first tube.',
    };
    renderBlock(<CategorySaleBlock block={block} />, 'en', (url) =>
      url.pathname === '/api/products/categories'
        ? json([
            {
              id: 'silver-coins',
              key: 'silver-coins',
              name: { de: 'Silbermünzen', en: 'Silver coins' },
              slug: { de: 'silbermuenzen', en: 'silver-coins' },
              productCount: 20,
            },
          ])
        : undefined,
    );
    expect(await screen.findByRole('link', { name: 'Shop Silver coins' })).toHaveAttribute(
      'href',
      '/en/shop/silver-coins',
    );
    expect(screen.getByText('Tiered prices from the first tube.')).toBeInTheDocument();
  });
});
