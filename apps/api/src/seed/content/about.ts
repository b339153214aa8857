import { buildPath, getRoute, pricelistSlug, type Language, type PricelistKey } from '@shop/i18n';
import { doc, page, richText, split } from './types';

/** A price list's path, from the route table as the shop's own links build it. */
const pricelistPath = (key: PricelistKey, language: Language) =>
  buildPath(getRoute('pricelist'), language, { slug: pricelistSlug(key, language) });

const contact = (headline: string, hours: [string, string][]) => ({
  component: 'contact-data',
  headline,
  company: 'Aurum & Argentum Edelmetallhandel GmbH',
  street: 'Kärntner Ring 12',
  postalCode: '1010',
  city: 'Wien',
  country: 'AT',
  phone: '+43 1 513 98 00',
  email: 'service@aurum-argentum.at',
  openingHours: hours.map(([days, hours]) => ({ days, hours })),
});

/** A 12-second clip of products from the range, served by the API (apps/api/media). */
const sortimentClip = { src: '/api/media/sortiment.mp4', poster: '/api/media/sortiment.jpg' };

const faq = (items: [string, string][]) =>
  items.map(([question, answer]) => ({ question, answer: doc(answer) }));

/** About us, FAQ, contact, branches, calculator, whistleblowing and the global components. */
export const aboutStories = split([
  {
    de: page('ueber-uns', 'Über uns', [
      richText(
        'Aurum & Argentum handelt seit 1898 mit physischen Edelmetallen. Aus einem kleinen Geschäft am Kärntner Ring sind Filialen in Österreich, Deutschland, der Schweiz und Liechtenstein geworden.',
        'Wir verkaufen ausschließlich Barren von LBMA-zertifizierten Scheideanstalten und Münzen staatlicher Prägestätten. Jeder Ankauf wird in der Filiale mit Röntgenfluoreszenz geprüft.',
      ),
      {
        component: 'video',
        provider: 'self-hosted',
        src: sortimentClip.src,
        poster: sortimentClip.poster,
        title: 'Aus unserem Sortiment: Barren und Münzen in Gold, Silber, Platin und Palladium',
      },
      {
        component: 'accordion',
        headline: 'Was uns ausmacht',
        items: [
          {
            title: 'Transparente Preise',
            content: doc(
              'Kauf- und Verkaufspreise folgen live dem Spotpreis; der Aufschlag steht auf jeder Produktseite.',
            ),
          },
          {
            title: 'Sichere Verwahrung',
            content: doc(
              'Auf Wunsch lagern wir Ihr Metall vollversichert im Zollfreilager, getrennt vom Firmenvermögen.',
            ),
          },
          {
            title: 'Persönliche Beratung',
            content: doc('In jeder Filiale beraten Sie Edelmetallspezialisten ohne Termin.'),
          },
        ],
      },
      { component: 'button', label: 'Unsere Filialen', link: '/filialen', variant: 'primary' },
    ]),
    en: page('about-us', 'About us', [
      richText(
        'Aurum & Argentum has traded physical precious metals since 1898. A small shop on the Kärntner Ring has grown into branches in Austria, Germany, Switzerland and Liechtenstein.',
        'We sell only bars from LBMA-accredited refiners and coins from state mints. Every purchase from customers is tested in the branch by X-ray fluorescence.',
      ),
      {
        component: 'video',
        provider: 'self-hosted',
        src: sortimentClip.src,
        poster: sortimentClip.poster,
        title: 'From our range: bars and coins in gold, silver, platinum and palladium',
      },
      {
        component: 'accordion',
        headline: 'What sets us apart',
        items: [
          {
            title: 'Transparent prices',
            content: doc(
              'Buy and sell prices follow the spot price live; the premium is shown on every product page.',
            ),
          },
          {
            title: 'Safe storage',
            content: doc(
              'On request we store your metal fully insured in a bonded warehouse, segregated from company assets.',
            ),
          },
          {
            title: 'Personal advice',
            content: doc(
              'In every branch precious-metal specialists advise you without an appointment.',
            ),
          },
        ],
      },
      { component: 'button', label: 'Our branches', link: '/en/stores', variant: 'primary' },
    ]),
  },
  {
    de: page('ueber-uns/presse', 'Presse', [
      richText(
        'Pressekontakt: Mag. Katharina Huber, [presse@aurum-argentum.at](mailto:presse@aurum-argentum.at), +43 1 513 98 00-40.',
      ),
      {
        component: 'articles',
        headline: 'Presseaussendungen',
        folder: 'ueber-uns/presse/presseaussendungen',
        limit: 5,
      },
    ]),
    en: page('ueber-uns/presse', 'Press', [
      richText(
        'Press contact: Katharina Huber, [presse@aurum-argentum.at](mailto:presse@aurum-argentum.at), +43 1 513 98 00-40.',
      ),
      {
        component: 'articles',
        headline: 'Press releases',
        folder: 'ueber-uns/presse/presseaussendungen',
        limit: 5,
      },
    ]),
  },
  {
    de: page('faq', 'Häufige Fragen', [
      {
        component: 'faq',
        headline: 'Kaufen, verkaufen, lagern',
        items: faq([
          [
            'Muss ich auf Gold Mehrwertsteuer zahlen?',
            'Nein. Anlagegold (Barren ab 995/1000, Münzen ab 900/1000 nach 1800 geprägt) ist in der EU und der Schweiz von der Mehrwertsteuer befreit. Silber, Platin und Palladium sind steuerpflichtig.',
          ],
          [
            'Wie lange gilt ein Preis?',
            'Preise werden etwa alle 3 Minuten neu berechnet. Der Preis im Warenkorb gilt 180 Sekunden; danach bestätigen Sie den neuen Preis.',
          ],
          [
            'Ab welchem Betrag brauche ich einen Ausweis?',
            'Bei Barzahlungen ab 10.000 EUR sind wir nach dem Geldwäschegesetz verpflichtet, Ihre Identität festzustellen. Für Kundenkonten prüfen wir die Identität immer.',
          ],
          [
            'Kann ich bar bezahlen?',
            'Ja, bei Abholung in einer Filiale innerhalb von 5 Werktagen. Beim Ankauf zahlen wir bis 15.000 EUR bar aus.',
          ],
          [
            'Wie wird versendet?',
            'Versichert und neutral verpackt, innerhalb von 3-5 Werktagen nach Zahlungseingang.',
          ],
        ]),
      },
      {
        component: 'table',
        caption: 'Umsatzsteuer nach Metall',
        head: ['Metall', 'Österreich', 'Deutschland', 'Schweiz'],
        rows: [
          ['Anlagegold', '0 %', '0 %', '0 %'],
          ['Silbermünzen', '20 %', '19 %', '8,1 %'],
          ['Silberbarren', '20 %', '19 %', '8,1 %'],
          ['Platin, Palladium', '20 %', '19 %', '8,1 %'],
        ],
      },
    ]),
    en: page('faq', 'Frequently asked questions', [
      {
        component: 'faq',
        headline: 'Buying, selling, storing',
        items: faq([
          [
            'Do I pay VAT on gold?',
            'No. Investment gold (bars of at least 995/1000, coins of at least 900/1000 minted after 1800) is VAT-exempt in the EU and Switzerland. Silver, platinum and palladium are taxed.',
          ],
          [
            'How long is a price valid?',
            'Prices are recalculated about every 3 minutes. The price in the cart holds for 180 seconds; after that you confirm the new price.',
          ],
          [
            'When do I need ID?',
            'For cash payments from EUR 10,000 anti-money-laundering law obliges us to identify you. For customer accounts we always verify identity.',
          ],
          [
            'Can I pay cash?',
            'Yes, when you pick up in a branch within 5 working days. When we buy from you we pay up to EUR 15,000 in cash.',
          ],
          [
            'How do you ship?',
            'Insured and in neutral packaging, within 3-5 working days after payment.',
          ],
        ]),
      },
      {
        component: 'table',
        caption: 'VAT by metal',
        head: ['Metal', 'Austria', 'Germany', 'Switzerland'],
        rows: [
          ['Investment gold', '0 %', '0 %', '0 %'],
          ['Silver coins', '20 %', '19 %', '8.1 %'],
          ['Silver bars', '20 %', '19 %', '8.1 %'],
          ['Platinum, palladium', '20 %', '19 %', '8.1 %'],
        ],
      },
    ]),
  },
  {
    de: page('kontakt', 'Kontakt', [
      contact('So erreichen Sie uns', [
        ['Mo-Fr', '09:00-18:00'],
        ['Sa', '09:00-13:00'],
      ]),
    ]),
    en: page('contact-us', 'Contact', [
      contact('How to reach us', [
        ['Mon-Fri', '09:00-18:00'],
        ['Sat', '09:00-13:00'],
      ]),
    ]),
  },
  {
    de: page('filialen', 'Filialen', [
      richText(
        'In allen Filialen kaufen und verkaufen Sie ohne Termin. Die Verwahrung im Schließfach bieten Wien, München und Zürich an.',
      ),
      { component: 'stores-list', headline: 'Unsere Filialen' },
    ]),
    en: page('stores', 'Stores', [
      richText(
        'In every branch you can buy and sell without an appointment. Safe-deposit storage is offered in Vienna, Munich and Zurich.',
      ),
      { component: 'stores-list', headline: 'Our branches' },
    ]),
  },
  {
    de: page('altgold-rechner', 'Altgold-Rechner', [
      richText(
        'Schmuck ist mit einer Punze gestempelt: 333, 585 und 750 stehen für 8, 14 und 18 Karat. Wählen Sie Metall, Feingehalt und Gewicht und sehen Sie unseren heutigen Ankaufspreis.',
      ),
      {
        component: 'old-metal-calculator',
        headline: 'Was ist Ihr Altgold wert?',
        metals: ['gold', 'silver', 'platinum', 'palladium'],
      },
    ]),
    en: page('scrap-gold-calculator', 'Scrap gold calculator', [
      richText(
        'Jewellery carries a hallmark: 333, 585 and 750 stand for 8, 14 and 18 carat. Choose metal, fineness and weight to see our buy-back price today.',
      ),
      {
        component: 'old-metal-calculator',
        headline: 'What is your scrap gold worth?',
        metals: ['gold', 'silver', 'platinum', 'palladium'],
      },
    ]),
  },
  {
    de: page('hinweisgebersystem', 'Hinweisgebersystem', [
      {
        component: 'whistleblower-form',
        headline: 'Vertraulich melden',
        intro:
          'Nach dem HinweisgeberInnenschutzgesetz können Sie Verstöße vertraulich und auf Wunsch anonym melden. Mit dem Fallcode lesen Sie später unsere Antworten.',
      },
    ]),
    en: page('hinweisgebersystem', 'Whistleblower system', [
      {
        component: 'whistleblower-form',
        headline: 'Report confidentially',
        intro:
          'Under the Austrian Whistleblower Protection Act you can report violations confidentially and, if you wish, anonymously. With the case code you read our answers later.',
      },
    ]),
  },
  {
    de: {
      path: 'components/cms-menu',
      name: 'Hauptnavigation',
      // Before the price lists were in the menu (issue 23: linked from nowhere).
      supersedes: ['848b64af702bb2255db5f712'],
      content: {
        component: 'menu',
        items: [
          {
            label: 'Shop',
            link: '/shop',
            children: [
              { label: 'Goldbarren', link: '/shop/goldbarren' },
              { label: 'Goldmünzen', link: '/shop/goldmuenzen' },
              { label: 'Silbermünzen', link: '/shop/silbermuenzen' },
            ],
          },
          {
            label: 'Preisliste',
            link: pricelistPath('standard', 'de'),
            children: [{ label: 'Zollfreie Preisliste', link: pricelistPath('duty-free', 'de') }],
          },
          {
            label: 'Ankauf',
            link: '/ankauf',
            children: [{ label: 'Altgold-Rechner', link: '/altgold-rechner' }],
          },
          {
            label: 'Wissen',
            link: '/wissen/enzyklopaedie',
            children: [
              { label: 'Blog', link: '/blog' },
              { label: 'News', link: '/news' },
            ],
          },
          { label: 'Filialen', link: '/filialen' },
          { label: 'Über uns', link: '/ueber-uns' },
        ],
      },
    },
    en: {
      path: 'components/cms-menu',
      name: 'Main navigation',
      supersedes: ['d51d3165a1a7293b4bf8674f'],
      content: {
        component: 'menu',
        items: [
          {
            label: 'Shop',
            link: '/en/shop',
            children: [
              { label: 'Gold bars', link: '/en/shop/gold-bars' },
              { label: 'Gold coins', link: '/en/shop/gold-coins' },
              { label: 'Silver coins', link: '/en/shop/silver-coins' },
            ],
          },
          {
            label: 'Price list',
            link: pricelistPath('standard', 'en'),
            children: [{ label: 'Duty-free price list', link: pricelistPath('duty-free', 'en') }],
          },
          {
            label: 'Sell to us',
            link: '/en/sell-to-us',
            children: [{ label: 'Scrap gold calculator', link: '/en/scrap-gold-calculator' }],
          },
          {
            label: 'Knowledge',
            link: '/en/knowledge-hub/encyclopedia',
            children: [
              { label: 'Blog', link: '/en/blog' },
              { label: 'News', link: '/en/news' },
            ],
          },
          { label: 'Stores', link: '/en/stores' },
          { label: 'About us', link: '/en/about-us' },
        ],
      },
    },
  },
  {
    de: page('components/error-404', 'Seite nicht gefunden', [
      richText(
        'Diese Seite gibt es nicht (mehr). Vielleicht hilft Ihnen die Suche oder unser [Shop](/shop) weiter.',
      ),
      { component: 'button', label: 'Zur Startseite', link: '/' },
    ]),
    en: page('components/error-404', 'Page not found', [
      richText(
        'This page does not exist (any more). The search or our [shop](/en/shop) may help you further.',
      ),
      { component: 'button', label: 'Go to the home page', link: '/en' },
    ]),
  },
  {
    de: page('components/error-500', 'Ein Fehler ist aufgetreten', [
      richText(
        'Bitte versuchen Sie es in einigen Minuten erneut. Dringende Anliegen: +43 1 513 98 00.',
      ),
    ]),
    en: page('components/error-500', 'Something went wrong', [
      richText('Please try again in a few minutes. Urgent matters: +43 1 513 98 00.'),
    ]),
  },
  {
    de: page('components/maintenance', 'Wartungsarbeiten: Wir sind gleich wieder für Sie da', [
      richText(
        'Wir spielen gerade eine neue Version unseres Shops ein. In wenigen Minuten können Sie wieder Edelmetalle kaufen und verkaufen.',
        'Ihre Bestellungen, Ihr Depot und Ihre Merkliste bleiben unverändert. Dringende Anliegen: +43 1 513 98 00 (Mo bis Fr 9 bis 18 Uhr).',
      ),
    ]),
    en: page('components/maintenance', 'Maintenance: we will be back shortly', [
      richText(
        'We are putting a new version of our shop in place. In a few minutes you can buy and sell precious metals again.',
        'Your orders, your deposit and your wish list stay as they are. Urgent matters: +43 1 513 98 00 (Mon to Fri, 9 am to 6 pm).',
      ),
    ]),
  },
  {
    de: page('components/new-shop-welcome', 'Willkommen in unserem neuen Shop', [
      richText(
        'Schön, dass Sie da sind! Unser Onlineshop ist neu: Live-Preise für Gold, Silber, Platin und Palladium, Kauf und Ankauf in einem Warenkorb und Ihr Edelmetalldepot immer im Blick, auch am Smartphone.',
        'Ihr bisheriges Kundenkonto funktioniert weiter. Fragen beantworten wir gern unter +43 1 513 98 00.',
      ),
    ]),
    en: page('components/new-shop-welcome', 'Welcome to our new shop', [
      richText(
        'Good to see you! Our online shop is new: live prices for gold, silver, platinum and palladium, buying and selling in one cart and your precious-metal deposit always in view, on your phone too.',
        'Your existing customer account keeps working. We are happy to answer questions on +43 1 513 98 00.',
      ),
    ]),
  },
]);
