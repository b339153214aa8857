import * as v from 'valibot';
import {
  ContentBlockSchema,
  StoryContentSchema,
  contentBlockComponents,
  type ContentBlock,
} from './content-blocks';

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});
const image = { src: '/api/products/images/CGO-KRU-1OZ.svg', alt: 'Krugerrand' };

/** One valid block of every type, as an editor would place it. */
const examples: ContentBlock[] = [
  { _uid: '1', component: 'title', text: 'Gold', level: 2 },
  { _uid: '2', component: 'rich-text', text: doc('Text') },
  { _uid: '3', component: 'button', label: 'Shop', link: '/shop', variant: 'primary' },
  { _uid: '4', component: 'video', provider: 'youtube', videoId: 'Vid3o-Id_01', title: 'Film' },
  { _uid: '5', component: 'banner', headline: 'Krugerrand', image, link: '/shop' },
  {
    _uid: '6',
    component: 'slider',
    slides: [{ _uid: '6a', component: 'banner', headline: 'A', image }],
  },
  { _uid: '7', component: 'product-carousel', headline: 'Gold', category: 'gold-bars', limit: 8 },
  { _uid: '8', component: 'product-card', sku: 'CGO-KRU-1OZ' },
  { _uid: '9', component: 'news', headline: 'News', folder: 'news', limit: 3 },
  { _uid: '10', component: 'articles', headline: 'Blog', folder: 'blog', tag: 'Gold', limit: 3 },
  {
    _uid: '11',
    component: 'faq',
    headline: 'FAQ',
    items: [{ _uid: 'q', question: 'Q?', answer: doc('A') }],
  },
  { _uid: '12', component: 'accordion', items: [{ _uid: 'i', title: 'T', content: doc('C') }] },
  {
    _uid: '13',
    component: 'table',
    caption: 'VAT',
    head: ['Metal', 'AT'],
    rows: [['Gold', '0 %']],
  },
  { _uid: '14', component: 'stores-list', headline: 'Stores', country: 'AT' },
  {
    _uid: '15',
    component: 'how-to-sell',
    headline: 'Sell',
    steps: [{ _uid: 's', title: 'Step', text: 'Do' }],
  },
  { _uid: '16', component: 'old-metal-calculator', headline: 'Calc', metals: ['gold'] },
  {
    _uid: '17',
    component: 'contact-data',
    headline: 'Contact',
    company: 'Aurum & Argentum',
    street: 'Kärntner Ring 12',
    postalCode: '1010',
    city: 'Wien',
    country: 'AT',
    phone: '+43 1 513 98 00',
    email: 'service@aurum-argentum.at',
    openingHours: [{ days: 'Mo-Fr', hours: '09:00-18:00' }],
  },
  { _uid: '18', component: 'newsletter', headline: 'News', text: 'Weekly' },
  { _uid: '19', component: 'whistleblower-form', headline: 'Report', intro: 'Confidential' },
  { _uid: '20', component: 'metals-price-chart', headline: 'Gold', metal: 'gold', timespan: '6m' },
  {
    _uid: '21',
    component: 'category-sale',
    headline: 'Sale',
    category: 'silver-coins',
    text: 'Tiers',
  },
];

describe('content block schemas', () => {
  it('has a schema for each of the 21 block types of spec 2, and each accepts its example', () => {
    expect(new Set(contentBlockComponents).size).toBe(21);
    expect(examples.map((b) => b.component).sort()).toEqual([...contentBlockComponents].sort());
    for (const block of examples)
      expect(v.safeParse(ContentBlockSchema, block).issues).toBeUndefined();
  });

  it('takes a video the shop serves itself, with its poster', () => {
    const hosted = {
      _uid: 'v',
      component: 'video',
      provider: 'self-hosted',
      src: '/api/media/sortiment.mp4',
      poster: '/api/media/sortiment.jpg',
      title: 'Film',
    };
    expect(v.safeParse(ContentBlockSchema, hosted).issues).toBeUndefined();
    expect(
      v.is(ContentBlockSchema, { ...hosted, src: 'https://a.storyblok.com/f/1/clip.webm' }),
    ).toBe(true);
  });

  it.each([
    [
      'a hosted video that is no video file',
      { _uid: 'x', component: 'video', provider: 'self-hosted', src: '/api/x.exe', title: 'F' },
    ],
    [
      'a hosted video with a YouTube id instead of a file',
      {
        _uid: 'x',
        component: 'video',
        provider: 'self-hosted',
        videoId: 'Vid3o-Id_01',
        title: 'F',
      },
    ],
    [
      'a YouTube video without an id',
      { _uid: 'x', component: 'video', provider: 'youtube', src: '/api/media/a.mp4', title: 'F' },
    ],
    ['an unknown component', { _uid: 'x', component: 'marquee', text: 'Hi' }],
    ['a missing field', { _uid: 'x', component: 'banner', headline: 'No image' }],
    ['an unknown field', { _uid: 'x', component: 'title', text: 'T', color: 'red' }],
    ['a script link', { _uid: 'x', component: 'button', label: 'B', link: 'javascript:alert(1)' }],
    [
      'a protocol-relative link',
      { _uid: 'x', component: 'button', label: 'B', link: '//evil.example' },
    ],
    ['a carousel without products', { _uid: 'x', component: 'product-carousel', headline: 'H' }],
    [
      'an unknown category',
      { _uid: 'x', component: 'category-sale', headline: 'H', category: 'cars', text: 'T' },
    ],
    [
      'a ragged table',
      { _uid: 'x', component: 'table', caption: 'C', head: ['A', 'B'], rows: [['1']] },
    ],
    ['an empty FAQ', { _uid: 'x', component: 'faq', headline: 'H', items: [] }],
    [
      'an unknown chart timespan',
      { _uid: 'x', component: 'metals-price-chart', headline: 'H', metal: 'gold', timespan: '5y' },
    ],
    [
      'an unknown rich-text node',
      {
        _uid: 'x',
        component: 'rich-text',
        text: { type: 'doc', content: [{ type: 'image', src: 'x' }] },
      },
    ],
    ['a blank title', { _uid: 'x', component: 'title', text: '   ' }],
  ])('refuses %s', (_, block) => {
    expect(v.is(ContentBlockSchema, block)).toBe(false);
  });

  it('nests blocks in page and article stories and lists in rich text', () => {
    const article = {
      _uid: 'r',
      component: 'article',
      title: 'Gold',
      teaser: 'Short',
      body: [
        {
          _uid: 'b',
          component: 'rich-text',
          text: {
            type: 'doc',
            content: [
              {
                type: 'bullet_list',
                content: [
                  {
                    type: 'list_item',
                    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
                  },
                ],
              },
            ],
          },
        },
      ],
    };
    expect(v.is(StoryContentSchema, article)).toBe(true);
    expect(v.is(StoryContentSchema, { ...article, body: [{ _uid: 'n', component: 'page' }] })).toBe(
      false,
    );
  });
});
