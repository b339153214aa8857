import { page, type Bilingual, type SeedStory } from './types';

const image = (sku: string, alt: string) => ({ src: `/api/products/images/${sku}.svg`, alt });

/** The home page: every kind of shop-front block a dealer's start page carries. */
export const homeStories: Bilingual<SeedStory[]> = {
  de: [
    page(
      'home',
      'Gold, Silber, Platin und Palladium aus Wien',
      [
        {
          component: 'slider',
          autoplaySeconds: 6,
          slides: [
            {
              component: 'banner',
              headline: 'Krügerrand 1 oz – der Klassiker unter den Anlagemünzen',
              text: 'Seit 1967 geprägt, 916,7/1000 Feingold, mehrwertsteuerfrei.',
              image: image('CGO-KRU-1OZ', 'Krügerrand 1 Unze Gold'),
              link: '/produkt/krugerrand-1-oz-gold',
              linkLabel: 'Zum Krügerrand',
            },
            {
              component: 'banner',
              headline: 'Wiener Philharmoniker aus der Münze Österreich',
              text: 'Europas meistgekaufte Goldmünze, 999,9/1000 Feingold.',
              image: image('CGO-PHI-1OZ', 'Wiener Philharmoniker 1 Unze Gold'),
              link: '/shop/goldmuenzen',
              linkLabel: 'Goldmünzen ansehen',
            },
          ],
        },
        {
          component: 'product-carousel',
          headline: 'Beliebte Goldbarren',
          category: 'gold-bars',
          limit: 8,
        },
        {
          component: 'category-sale',
          headline: 'Silbermünzen ab 25 Stück',
          category: 'silver-coins',
          text: 'Staffelpreise ab der ersten Tube: Je mehr Münzen, desto geringer der Aufschlag pro Unze.',
          image: image('CSI-MPL-1OZ', 'Maple Leaf 1 Unze Silber'),
        },
        { component: 'product-card', sku: 'BGO-UMI-100G' },
        {
          component: 'how-to-sell',
          headline: 'So verkaufen Sie uns Ihr Gold',
          steps: [
            {
              title: 'Preis prüfen',
              text: 'Unsere Ankaufspreise folgen dem Spotpreis und sind auf jeder Produktseite zu sehen.',
            },
            {
              title: 'Vorbeibringen oder senden',
              text: 'In eine unserer Filialen oder versichert in der Altgold-Box, bis 5.000 EUR Warenwert.',
            },
            {
              title: 'Geld erhalten',
              text: 'Nach der Prüfung überweisen wir binnen zwei Werktagen; bar zahlen wir in der Filiale bis 15.000 EUR aus.',
            },
          ],
          link: '/ankauf',
          linkLabel: 'Zum Ankauf',
        },
        {
          component: 'metals-price-chart',
          headline: 'Goldpreis der letzten 6 Monate',
          metal: 'gold',
          timespan: '6m',
        },
        { component: 'news', headline: 'Aktuelle Meldungen', folder: 'news', limit: 3 },
        { component: 'articles', headline: 'Aus unserem Blog', folder: 'blog', limit: 3 },
        {
          component: 'newsletter',
          headline: 'Marktbericht per E-Mail',
          text: 'Einmal pro Woche: Preisentwicklung, neue Prägungen und Aktionen. Abmeldung jederzeit.',
        },
      ],
      'Edelmetallhandel mit Filialen in Österreich, Deutschland, der Schweiz und Liechtenstein.',
    ),
  ],
  en: [
    page(
      'home',
      'Gold, silver, platinum and palladium from Vienna',
      [
        {
          component: 'slider',
          autoplaySeconds: 6,
          slides: [
            {
              component: 'banner',
              headline: 'Krugerrand 1 oz – the classic bullion coin',
              text: 'Minted since 1967, 916.7/1000 fine gold, VAT-exempt.',
              image: image('CGO-KRU-1OZ', 'Krugerrand 1 ounce gold'),
              link: '/en/product/krugerrand-1-oz-gold',
              linkLabel: 'See the Krugerrand',
            },
            {
              component: 'banner',
              headline: 'Vienna Philharmonic from the Austrian Mint',
              text: "Europe's best-selling gold coin, 999.9/1000 fine gold.",
              image: image('CGO-PHI-1OZ', 'Vienna Philharmonic 1 ounce gold'),
              link: '/en/shop/gold-coins',
              linkLabel: 'Browse gold coins',
            },
          ],
        },
        {
          component: 'product-carousel',
          headline: 'Popular gold bars',
          category: 'gold-bars',
          limit: 8,
        },
        {
          component: 'category-sale',
          headline: 'Silver coins from 25 pieces',
          category: 'silver-coins',
          text: 'Tiered prices from the first tube: the more coins, the lower the premium per ounce.',
          image: image('CSI-MPL-1OZ', 'Maple Leaf 1 ounce silver'),
        },
        { component: 'product-card', sku: 'BGO-UMI-100G' },
        {
          component: 'how-to-sell',
          headline: 'How to sell us your gold',
          steps: [
            {
              title: 'Check the price',
              text: 'Our buy-back prices follow the spot price and are shown on every product page.',
            },
            {
              title: 'Bring it or send it',
              text: 'To one of our branches or insured in the scrap metal box, up to EUR 5,000 in value.',
            },
            {
              title: 'Get paid',
              text: 'After testing we transfer within two working days; in a branch we pay cash up to EUR 15,000.',
            },
          ],
          link: '/en/sell-to-us',
          linkLabel: 'Sell to us',
        },
        {
          component: 'metals-price-chart',
          headline: 'Gold price over 6 months',
          metal: 'gold',
          timespan: '6m',
        },
        { component: 'news', headline: 'Latest news', folder: 'news', limit: 3 },
        { component: 'articles', headline: 'From our blog', folder: 'blog', limit: 3 },
        {
          component: 'newsletter',
          headline: 'Market report by e-mail',
          text: 'Once a week: price moves, new mintages and offers. Unsubscribe at any time.',
        },
      ],
      'Precious-metals dealer with branches in Austria, Germany, Switzerland and Liechtenstein.',
    ),
  ],
};
