import { screen, within } from '@testing-library/react';
import { matchRoute, type Language, type PageMatch } from '@shop/i18n';
import { json, renderBlock, story } from '../test/render-block';
import HomePage from './HomePage';

const categories = [
  {
    id: 'gold-coins',
    key: 'gold-coins',
    name: { de: 'Goldmünzen', en: 'Gold coins' },
    slug: { de: 'goldmuenzen', en: 'gold-coins' },
    productCount: 34,
  },
];

const home = (language: Language) =>
  story(
    'home',
    {
      _uid: 'h',
      component: 'page',
      title: language === 'de' ? 'Gold und Silber aus Wien' : 'Gold and silver from Vienna',
      description:
        language === 'de' ? 'Edelmetallhandel seit 1990.' : 'Precious metals since 1990.',
      body: [
        {
          _uid: 'p',
          component: 'product-carousel',
          headline: language === 'de' ? 'Beliebte Goldbarren' : 'Popular gold bars',
          category: 'gold-bars',
        },
        {
          _uid: 'n',
          component: 'newsletter',
          headline: language === 'de' ? 'Marktbericht' : 'Market report',
          text: '…',
        },
      ],
    },
    language,
  );

function renderHome(language: Language, storyAnswer: 'ok' | 'missing') {
  const match = matchRoute(language === 'de' ? '/' : '/en') as PageMatch;
  return renderBlock(<HomePage match={match} />, language, (url) => {
    if (url.pathname === '/api/products/categories') return json(categories);
    if (url.pathname === `/api/content/page/${language}/path/home` && storyAnswer === 'ok')
      return json(home(language));
    return undefined;
  });
}

describe('HomePage', () => {
  it('renders the editors’ home story in German, then the categories', async () => {
    renderHome('de', 'ok');
    // The first render of the suite loads the whole block tree: give it time on a busy machine.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      'Gold und Silber aus Wien',
    );
    expect(screen.getByText('Edelmetallhandel seit 1990.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Beliebte Goldbarren' }),
    ).toBeInTheDocument();
    // The newsletter block carries its form on the home page itself (its module loads on demand).
    expect(
      within(await screen.findByRole('region', { name: 'Marktbericht' })).getByRole('button', {
        name: 'Abonnieren',
      }),
    ).toBeInTheDocument();
    // The return promise says what the terms say: accessories and gift items only.
    expect(
      screen.getByText(
        'Kostenlose Rücksendung von Zubehör und Geschenkartikeln innerhalb von 30 Tagen',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Goldmünzen/ })).toHaveAttribute(
      'href',
      '/shop/goldmuenzen',
    );
  });

  it('reads the English story on the English home page', async () => {
    renderHome('en', 'ok');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Gold and silver from Vienna',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Popular gold bars' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Free returns of accessories and gift items within 30 days'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Gold coins/ })).toHaveAttribute(
      'href',
      '/en/shop/gold-coins',
    );
  });

  it('shows the shop’s own hero when no home story is published', async () => {
    renderHome('en', 'missing');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Invest in gold and silver at live prices',
    );
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/en/shop');
  });
});
