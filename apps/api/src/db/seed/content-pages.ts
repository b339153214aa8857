import { legalPages, type Language, type LegalPageKey } from '@shop/i18n';
import type { Database } from '../client';
import { contentPages } from '../schema';

type Block = { type: 'heading'; text: string } | { type: 'text'; text: string };
type Page = { title: string; blocks: Block[] };

const h = (text: string): Block => ({ type: 'heading', text });
const p = (text: string): Block => ({ type: 'text', text });

/** The dealer's legal pages, the content every shop must carry from its first day. */
const legalContent: Record<LegalPageKey, Record<Language, Page>> = {
  imprint: {
    de: {
      title: 'Impressum',
      blocks: [
        h('Medieninhaber und Betreiber'),
        p('Aurum & Argentum Edelmetallhandel GmbH, Kärntner Ring 12, 1010 Wien, Österreich.'),
        p('Telefon +43 1 513 98 00, E-Mail service@aurum-argentum.at.'),
        h('Unternehmensgegenstand'),
        p(
          'Handel mit Edelmetallen in Form von Barren und Münzen, Ankauf von Edelmetallen und Altgold, Verwahrung von Edelmetallen.',
        ),
        h('Aufsicht und Recht'),
        p(
          'Mitglied der Wirtschaftskammer Wien, Sparte Handel. Es gilt die Gewerbeordnung (www.ris.bka.gv.at).',
        ),
      ],
    },
    en: {
      title: 'Imprint',
      blocks: [
        h('Owner and operator'),
        p('Aurum & Argentum Edelmetallhandel GmbH, Kärntner Ring 12, 1010 Vienna, Austria.'),
        p('Phone +43 1 513 98 00, e-mail service@aurum-argentum.at.'),
        h('Business'),
        p(
          'Trade in precious metals as bars and coins, purchase of precious metals and scrap gold, safekeeping of precious metals.',
        ),
        h('Supervision and law'),
        p(
          'Member of the Vienna Chamber of Commerce, trade division. The Austrian Trade Act applies (www.ris.bka.gv.at).',
        ),
      ],
    },
  },
  privacy: {
    de: {
      title: 'Datenschutz',
      blocks: [
        h('Welche Daten wir verarbeiten'),
        p(
          'Wir verarbeiten die Daten, die Sie uns bei einer Bestellung, einem Ankauf oder einer Anfrage geben, zur Abwicklung des Geschäfts und zur Erfüllung gesetzlicher Pflichten, etwa der Sorgfaltspflichten nach dem Finanzmarkt-Geldwäschegesetz.',
        ),
        h('Speicherdauer'),
        p(
          'Kontaktdaten aus Anfragen speichern wir höchstens 12 Monate. Geschäftsunterlagen bewahren wir so lange auf, wie es das Gesetz verlangt.',
        ),
        h('Ihre Rechte'),
        p(
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung, Datenübertragbarkeit und Widerspruch. Schreiben Sie an service@aurum-argentum.at.',
        ),
      ],
    },
    en: {
      title: 'Privacy policy',
      blocks: [
        h('What we process'),
        p(
          'We process the data you give us with an order, a sale to us or an enquiry to carry out the business and to meet legal duties, such as due diligence under anti-money-laundering law.',
        ),
        h('How long we keep it'),
        p(
          'Contact data from enquiries is stored for at most 12 months. Business records are kept as long as the law requires.',
        ),
        h('Your rights'),
        p(
          'You have the right to access, rectification, erasure, restriction, data portability and objection. Write to service@aurum-argentum.at.',
        ),
      ],
    },
  },
  terms: {
    de: {
      title: 'Allgemeine Geschäftsbedingungen',
      blocks: [
        h('Preise'),
        p(
          'Die Preise folgen dem Edelmetall-Spotpreis und werden etwa alle 3 Minuten neu berechnet. Maßgeblich ist der Preis, den Sie bei der Bestellung bestätigen.',
        ),
        h('Lieferung'),
        p('Wir liefern versichert innerhalb von 3-5 Werktagen nach Zahlungseingang.'),
        h('Rücksendung'),
        p('Sie können Waren innerhalb von 30 Tagen kostenlos zurücksenden.'),
      ],
    },
    en: {
      title: 'Terms and conditions',
      blocks: [
        h('Prices'),
        p(
          'Prices follow the precious-metal spot price and are recalculated about every 3 minutes. The price you confirm with your order applies.',
        ),
        h('Delivery'),
        p('We deliver insured within 3-5 working days after payment.'),
        h('Returns'),
        p('You can return goods free of charge within 30 days.'),
      ],
    },
  },
  cancellation: {
    de: {
      title: 'Widerrufsbelehrung',
      blocks: [
        h('Ausnahme vom Rücktrittsrecht'),
        p(
          'Für Waren, deren Preis von Schwankungen auf dem Finanzmarkt abhängt, auf die wir keinen Einfluss haben, besteht kein Rücktrittsrecht (§ 18 Abs. 1 Z 2 FAGG). Das betrifft Anlagemünzen und Barren aus Gold, Silber, Platin und Palladium.',
        ),
        h('Zubehör und Geschenkartikel'),
        p(
          'Für Zubehör und Geschenkartikel ohne Edelmetallanteil können Sie binnen 14 Tagen ohne Angabe von Gründen zurücktreten.',
        ),
      ],
    },
    en: {
      title: 'Cancellation policy',
      blocks: [
        h('No right of withdrawal for precious metals'),
        p(
          'There is no right of withdrawal for goods whose price depends on fluctuations in the financial market that we cannot influence (section 18 (1) 2 FAGG). This covers bullion coins and bars of gold, silver, platinum and palladium.',
        ),
        h('Accessories and gift items'),
        p(
          'For accessories and gift items without precious-metal content you may withdraw within 14 days without giving reasons.',
        ),
      ],
    },
  },
};

/** Adds the legal pages that are missing; pages an editor changed are left as they are. */
export async function seedLegalPages(db: Database): Promise<void> {
  const rows = legalPages.flatMap(({ key, slug }) =>
    (['de', 'en'] as const).map((language) => ({
      rootFolder: language,
      path: slug[language],
      language,
      title: legalContent[key][language].title,
      body: { blocks: legalContent[key][language].blocks },
      published: true,
    })),
  );
  await db
    .insert(contentPages)
    .values(rows)
    .onConflictDoNothing({
      target: [contentPages.rootFolder, contentPages.path, contentPages.language],
    });
}
