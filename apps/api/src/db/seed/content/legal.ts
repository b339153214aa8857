import { legalPages, type LegalPageKey } from '@shop/i18n';
import { page, richText, split, type Bilingual } from './types';

/** The dealer's legal pages, at the paths the footer links to (packages/i18n legal-pages.ts). */
const texts: Record<LegalPageKey, Bilingual<{ title: string; body: string[] }>> = {
  imprint: {
    de: {
      title: 'Impressum',
      body: [
        '## Medieninhaber und Betreiber',
        'Aurum & Argentum Edelmetallhandel GmbH, Kärntner Ring 12, 1010 Wien, Österreich.',
        'Telefon +43 1 513 98 00, E-Mail [service@aurum-argentum.at](mailto:service@aurum-argentum.at).',
        'Firmenbuchnummer FN 412345 a, Handelsgericht Wien. UID-Nummer ATU12345678.',
        '## Unternehmensgegenstand',
        'Handel mit Edelmetallen in Form von Barren und Münzen, Ankauf von Edelmetallen und Altgold, Verwahrung von Edelmetallen.',
        '## Aufsicht und Recht',
        'Mitglied der Wirtschaftskammer Wien, Sparte Handel. Es gilt die Gewerbeordnung ([www.ris.bka.gv.at](https://www.ris.bka.gv.at)).',
      ],
    },
    en: {
      title: 'Imprint',
      body: [
        '## Owner and operator',
        'Aurum & Argentum Edelmetallhandel GmbH, Kärntner Ring 12, 1010 Vienna, Austria.',
        'Phone +43 1 513 98 00, e-mail [service@aurum-argentum.at](mailto:service@aurum-argentum.at).',
        'Company register FN 412345 a, Commercial Court of Vienna. VAT ID ATU12345678.',
        '## Business',
        'Trade in precious metals as bars and coins, purchase of precious metals and scrap gold, safekeeping of precious metals.',
        '## Supervision and law',
        'Member of the Vienna Chamber of Commerce, trade division. The Austrian Trade Act applies ([www.ris.bka.gv.at](https://www.ris.bka.gv.at)).',
      ],
    },
  },
  privacy: {
    de: {
      title: 'Datenschutz',
      body: [
        '## Welche Daten wir verarbeiten',
        'Wir verarbeiten die Daten, die Sie uns bei einer Bestellung, einem Ankauf oder einer Anfrage geben, zur Abwicklung des Geschäfts und zur Erfüllung gesetzlicher Pflichten, etwa der Sorgfaltspflichten nach dem Finanzmarkt-Geldwäschegesetz.',
        '## Cookies',
        'Notwendige Cookies setzen wir immer. Statistik-, Funktions-, Marketing- und Social-Media-Cookies nur mit Ihrer Einwilligung, die Sie in den Cookie-Einstellungen jederzeit ändern können.',
        '## Speicherdauer',
        'Kontaktdaten aus Anfragen speichern wir höchstens 12 Monate. Geschäftsunterlagen bewahren wir so lange auf, wie es das Gesetz verlangt.',
        '## Ihre Rechte',
        'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch. Schreiben Sie an [service@aurum-argentum.at](mailto:service@aurum-argentum.at). Beschwerden richten Sie an die Österreichische Datenschutzbehörde.',
      ],
    },
    en: {
      title: 'Privacy policy',
      body: [
        '## What we process',
        'We process the data you give us with an order, a sale to us or an enquiry to carry out the business and to meet legal duties, such as due diligence under anti-money-laundering law.',
        '## Cookies',
        'Necessary cookies are always set. Performance, functional, targeting and social-media cookies only with your consent, which you can change at any time in the cookie settings.',
        '## How long we keep it',
        'Contact data from enquiries is stored for at most 12 months. Business records are kept as long as the law requires.',
        '## Your rights',
        'You have the right to access, rectification, erasure, restriction, data portability and objection. Write to [service@aurum-argentum.at](mailto:service@aurum-argentum.at). Complaints go to the Austrian Data Protection Authority.',
      ],
    },
  },
  terms: {
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      body: [
        '## Preise',
        'Die Preise folgen dem Edelmetall-Spotpreis und werden etwa alle 3 Minuten neu berechnet. Maßgeblich ist der Preis, den Sie bei der Bestellung bestätigen.',
        '## Bestellgrenzen',
        'Der Mindestbestellwert beträgt 1,00, der Höchstwert eines Warenkorbs 500.000 in der Währung des Shops. Barzahlung ist nur bei Abholung in einer Filiale binnen 5 Werktagen möglich.',
        '## Lieferung',
        'Wir liefern versichert innerhalb von 3-5 Werktagen nach Zahlungseingang.',
        '## Rücksendung',
        'Zubehör und Geschenkartikel können Sie innerhalb von 30 Tagen kostenlos zurücksenden.',
      ],
    },
    en: {
      title: 'Terms and conditions',
      body: [
        '## Prices',
        'Prices follow the precious-metal spot price and are recalculated about every 3 minutes. The price you confirm with your order applies.',
        '## Order limits',
        'The minimum order is 1.00, a cart may hold at most 500,000 in the store currency. Cash payment is possible only for pick-up in a branch within 5 working days.',
        '## Delivery',
        'We deliver insured within 3-5 working days after payment.',
        '## Returns',
        'Accessories and gift items can be returned free of charge within 30 days.',
      ],
    },
  },
  cancellation: {
    de: {
      title: 'Widerrufsbelehrung',
      body: [
        '## Ausnahme vom Rücktrittsrecht',
        'Für Waren, deren Preis von Schwankungen auf dem Finanzmarkt abhängt, auf die wir keinen Einfluss haben, besteht kein Rücktrittsrecht (§ 18 Abs. 1 Z 2 FAGG). Das betrifft Anlagemünzen und Barren aus Gold, Silber, Platin und Palladium.',
        '## Zubehör und Geschenkartikel',
        'Für Zubehör und Geschenkartikel ohne Edelmetallanteil können Sie binnen 14 Tagen ohne Angabe von Gründen zurücktreten.',
      ],
    },
    en: {
      title: 'Cancellation policy',
      body: [
        '## No right of withdrawal for precious metals',
        'There is no right of withdrawal for goods whose price depends on fluctuations in the financial market that we cannot influence (section 18 (1) 2 FAGG). This covers bullion coins and bars of gold, silver, platinum and palladium.',
        '## Accessories and gift items',
        'For accessories and gift items without precious-metal content you may withdraw within 14 days without giving reasons.',
      ],
    },
  },
};

export const legalStories = split(
  legalPages.map(({ key, slug }) => ({
    de: page(slug.de, texts[key].de.title, [richText(...texts[key].de.body)]),
    en: page(slug.en, texts[key].en.title, [richText(...texts[key].en.body)]),
  })),
);
