import { screen } from '@testing-library/react';
import { contentBlockComponents, type ContentBlock } from '@shop/api-client';
import { ContentBlocks } from './ContentBlocks';
import { renderBlock } from '../test/render-block';

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});
const image = { src: '/images/a.svg', alt: 'Barren' };

/** One block of every type of the contract. */
const everyBlock: ContentBlock[] = [
  { _uid: 'b1', component: 'title', text: 'Titel' },
  { _uid: 'b2', component: 'rich-text', text: doc('Fließtext') },
  { _uid: 'b3', component: 'button', label: 'Knopf', link: '/shop' },
  { _uid: 'b4', component: 'video', provider: 'youtube', videoId: 'Vid3o-Id_01', title: 'Film' },
  { _uid: 'b5', component: 'banner', headline: 'Banner', image },
  {
    _uid: 'b6',
    component: 'slider',
    slides: [{ _uid: 's1', component: 'banner', headline: 'Folie', image }],
  },
  { _uid: 'b7', component: 'product-carousel', headline: 'Karussell', category: 'gold-bars' },
  { _uid: 'b8', component: 'product-card', sku: 'BGO-UMI-100G' },
  { _uid: 'b9', component: 'news', headline: 'Meldungen', folder: 'news', limit: 3 },
  { _uid: 'b10', component: 'articles', headline: 'Blog', folder: 'blog', limit: 3 },
  {
    _uid: 'b11',
    component: 'faq',
    headline: 'FAQ',
    items: [{ _uid: 'q', question: 'Frage', answer: doc('Antwort') }],
  },
  {
    _uid: 'b12',
    component: 'accordion',
    items: [{ _uid: 'i', title: 'Abschnitt', content: doc('Inhalt') }],
  },
  { _uid: 'b13', component: 'table', caption: 'Tabelle', head: ['A'], rows: [['1']] },
  { _uid: 'b14', component: 'stores-list', headline: 'Filialen' },
  {
    _uid: 'b15',
    component: 'how-to-sell',
    headline: 'Verkaufen',
    steps: [{ _uid: 'h', title: 'Schritt', text: 'Tun' }],
  },
  { _uid: 'b16', component: 'old-metal-calculator', headline: 'Rechner', metals: ['gold'] },
  {
    _uid: 'b17',
    component: 'contact-data',
    headline: 'Kontaktdaten',
    company: 'A & A',
    street: 'Ring 1',
    postalCode: '1010',
    city: 'Wien',
    country: 'AT',
    phone: '+43 1 5123456',
    email: 'a@example.com',
    openingHours: [],
  },
  { _uid: 'b18', component: 'newsletter', headline: 'Newsletter', text: 'Wöchentlich' },
  { _uid: 'b19', component: 'whistleblower-form', headline: 'Hinweise', intro: 'Vertraulich' },
  {
    _uid: 'b20',
    component: 'metals-price-chart',
    headline: 'Chart',
    metal: 'gold',
    timespan: '1y',
  },
  {
    _uid: 'b21',
    component: 'category-sale',
    headline: 'Aktion',
    category: 'silver-coins',
    text: 'Günstig',
  },
];

describe('ContentBlocks', () => {
  it('has a component for every block type and draws each in order', async () => {
    expect(new Set(everyBlock.map((b) => b.component))).toEqual(new Set(contentBlockComponents));
    renderBlock(<ContentBlocks blocks={everyBlock} />, 'de');
    // The form blocks' modules load on demand.
    expect(await screen.findByRole('heading', { name: 'Newsletter' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hinweise' })).toBeInTheDocument();
    for (const name of [
      'Titel',
      'Banner',
      'Karussell',
      'FAQ',
      'Filialen',
      'Verkaufen',
      'Kontaktdaten',
      'Newsletter',
      'Hinweise',
      'Chart',
      'Aktion',
    ])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByText(/"headline":"Rechner"/)).toBeInTheDocument();
    expect(screen.getByText('Fließtext')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Knopf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Folie 1 von 1' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Tabelle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abschnitt' })).toBeInTheDocument();
    expect(screen.getAllByTestId('remote-widget').map((el) => el.dataset.module)).toEqual([
      'catalog/./ProductCarousel',
      'catalog/./ProductCard',
      'catalog/./ScrapCalculator',
      'catalog/./RatesChart',
    ]);
  });

  it('loads the first picture block first, after a title, and the pictures further down lazily', () => {
    const slider = everyBlock.find((b) => b.component === 'slider')!;
    const banner = everyBlock.find((b) => b.component === 'banner')!;
    const title = everyBlock.find((b) => b.component === 'title')!;
    renderBlock(<ContentBlocks blocks={[title, slider, banner]} />, 'de');
    const [main, later] = screen.getAllByRole('img', { name: 'Barren' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading');
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('renders nothing for a block type it does not know', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unknown = {
      _uid: 'x',
      component: 'countdown',
      headline: 'Bald',
    } as unknown as ContentBlock;
    renderBlock(
      <ContentBlocks blocks={[unknown, { _uid: 't', component: 'title', text: 'Danach' }]} />,
      'de',
    );
    expect(screen.queryByText('Bald')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Danach']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('countdown'));
    warn.mockRestore();
  });
});
