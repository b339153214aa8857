import { article, split } from './types';

type Entry = [
  slug: [string, string],
  date: string,
  de: [string, string, string[]],
  en: [string, string, string[]],
];

/** Ten knowledge-hub articles: `wissen/{slug}` in German, `knowledge-hub/{slug}` in English. */
const entries: Entry[] = [
  [
    ['was-ist-anlagegold', 'what-is-investment-gold'],
    '2025-01-13',
    [
      'Was ist Anlagegold?',
      'Die gesetzliche Definition und warum sie über die Mehrwertsteuer entscheidet.',
      [
        'Anlagegold sind Barren oder Plättchen ab 995/1000 Feingehalt in einem von den Goldmärkten akzeptierten Gewicht sowie Goldmünzen ab 900/1000, die nach 1800 geprägt wurden, gesetzliches Zahlungsmittel sind oder waren und üblicherweise höchstens 80 % über dem Goldwert verkauft werden.',
        'Nur Anlagegold ist nach Artikel 346 der Mehrwertsteuerrichtlinie steuerfrei.',
      ],
    ],
    [
      'What is investment gold?',
      'The legal definition and why it decides on VAT.',
      [
        'Investment gold means bars or wafers of at least 995/1000 in a weight accepted by the gold markets, and gold coins of at least 900/1000 minted after 1800 that are or were legal tender and usually sell at no more than 80 % above their gold value.',
        'Only investment gold is VAT-exempt under Article 346 of the VAT Directive.',
      ],
    ],
  ],
  [
    ['spotpreis', 'spot-price'],
    '2025-01-20',
    [
      'Wie der Spotpreis entsteht',
      'LBMA-Fixing, Terminmärkte und warum der Preis rund um die Uhr läuft.',
      [
        'Der Spotpreis ist der Preis für sofortige Lieferung. Zweimal täglich legt die LBMA in London den Gold-Referenzpreis fest; dazwischen handeln COMEX, Shanghai und der Interbankenmarkt rund um die Uhr.',
        'Unsere Preise folgen diesem Markt und werden etwa alle 3 Minuten neu berechnet.',
      ],
    ],
    [
      'How the spot price is made',
      'LBMA fixing, futures markets and why the price runs around the clock.',
      [
        'The spot price is the price for immediate delivery. Twice a day the LBMA in London sets the gold reference price; in between COMEX, Shanghai and the interbank market trade around the clock.',
        'Our prices follow this market and are recalculated about every 3 minutes.',
      ],
    ],
  ],
  [
    ['lbma-good-delivery', 'lbma-good-delivery'],
    '2025-02-10',
    [
      'LBMA Good Delivery',
      'Was das Qualitätssiegel für Barren und Scheideanstalten bedeutet.',
      [
        'Die London Bullion Market Association führt eine Liste der Scheideanstalten, deren Barren am Londoner Markt ohne weitere Prüfung akzeptiert werden. Dazu zählen Heraeus, Umicore, Valcambi und Argor-Heraeus.',
        'Barren dieser Hersteller lassen sich weltweit problemlos verkaufen.',
      ],
    ],
    [
      'LBMA Good Delivery',
      'What the quality mark for bars and refiners means.',
      [
        'The London Bullion Market Association keeps a list of refiners whose bars the London market accepts without further testing, including Heraeus, Umicore, Valcambi and Argor-Heraeus.',
        'Bars from these makers sell easily anywhere in the world.',
      ],
    ],
  ],
  [
    ['gold-silber-ratio', 'gold-silver-ratio'],
    '2025-03-03',
    [
      'Das Gold-Silber-Verhältnis',
      'Wie viele Unzen Silber eine Unze Gold kostet – und was das aussagt.',
      [
        'Das Verhältnis lag im 20. Jahrhundert meist zwischen 40 und 80. Werte über 80 gelten als Zeichen, dass Silber günstig ist.',
        'Manche Anleger tauschen bei hohen Werten Gold in Silber und bei niedrigen zurück.',
      ],
    ],
    [
      'The gold-silver ratio',
      'How many ounces of silver one ounce of gold buys – and what that tells you.',
      [
        'In the 20th century the ratio mostly moved between 40 and 80. Values above 80 are read as a sign that silver is cheap.',
        'Some investors switch gold into silver at high values and back at low ones.',
      ],
    ],
  ],
  [
    ['geldwaeschegesetz', 'anti-money-laundering'],
    '2025-03-24',
    [
      'Edelmetallkauf und Geldwäscherecht',
      'Wann wir Ihren Ausweis sehen müssen und warum.',
      [
        'Bei Bargeschäften ab 10.000 EUR müssen Händler in der EU die Identität feststellen; in Deutschland gilt für Edelmetalle bereits ab 2.000 EUR.',
        'Die Daten bewahren wir fünf Jahre auf und verwenden sie nur für diesen Zweck.',
      ],
    ],
    [
      'Buying precious metals and anti-money-laundering law',
      'When we must see your ID and why.',
      [
        'For cash transactions from EUR 10,000 dealers in the EU must identify the customer; in Germany the threshold for precious metals is EUR 2,000.',
        'We keep the data for five years and use it only for this purpose.',
      ],
    ],
  ],
  [
    ['zollfreilager', 'bonded-warehouse'],
    '2025-04-14',
    [
      'Das Zollfreilager',
      'Wie Silber, Platin und Palladium ohne Mehrwertsteuer gelagert werden.',
      [
        'Ware im Zollfreilager gilt als noch nicht eingeführt. Deshalb fällt keine Einfuhrumsatzsteuer an, solange das Metall dort bleibt.',
        'Erst bei Auslieferung in die EU wird die Steuer fällig; verkaufen Sie aus dem Lager zurück, fällt sie nie an.',
      ],
    ],
    [
      'The bonded warehouse',
      'How silver, platinum and palladium are stored without VAT.',
      [
        'Goods in a bonded warehouse count as not yet imported, so no import VAT is due while the metal stays there.',
        'Tax becomes due only on delivery into the EU; if you sell back from the warehouse, it is never due.',
      ],
    ],
  ],
  [
    ['muenze-oesterreich', 'austrian-mint'],
    '2025-05-12',
    [
      'Die Münze Österreich',
      'Die Prägestätte des Wiener Philharmonikers.',
      [
        'Die Münze Österreich in Wien ist eine der ältesten Münzstätten der Welt und eine Tochter der Oesterreichischen Nationalbank.',
        'Seit 1989 prägt sie den Wiener Philharmoniker, seit 2008 auch in Silber.',
      ],
    ],
    [
      'The Austrian Mint',
      'The mint of the Vienna Philharmonic.',
      [
        'The Austrian Mint in Vienna is one of the oldest mints in the world and a subsidiary of the Austrian National Bank.',
        'It has minted the Vienna Philharmonic since 1989, in silver as well since 2008.',
      ],
    ],
  ],
  [
    ['barren-herstellung', 'how-bars-are-made'],
    '2025-06-16',
    [
      'Gegossen oder geprägt?',
      'Wie Barren hergestellt werden und was das für den Preis bedeutet.',
      [
        'Große Barren ab 250 g werden meist gegossen: Das flüssige Gold erstarrt in einer Form. Kleine Barren werden aus Blech gestanzt und geprägt, mit glatter Oberfläche und feinem Motiv.',
        'Geprägte Barren haben einen höheren Aufschlag, Gussbarren sind günstiger pro Gramm.',
      ],
    ],
    [
      'Cast or minted?',
      'How bars are made and what it means for the price.',
      [
        'Large bars from 250 g are usually cast: liquid gold solidifies in a mould. Small bars are stamped from sheet and minted, with a smooth surface and fine design.',
        'Minted bars carry a higher premium, cast bars are cheaper per gram.',
      ],
    ],
  ],
  [
    ['altgold-verkaufen', 'selling-scrap-gold'],
    '2025-07-14',
    [
      'Altgold richtig verkaufen',
      'Von der Punze bis zur Auszahlung.',
      [
        'Sortieren Sie Ihren Schmuck nach Punzen: 333, 585, 750. Steine und Uhrwerke werden vor der Wertermittlung abgezogen.',
        'Wir wiegen vor Ihren Augen und zahlen nach dem Tagespreis; Zahngold nehmen wir ebenfalls an.',
      ],
    ],
    [
      'Selling scrap gold the right way',
      'From the hallmark to the payout.',
      [
        'Sort your jewellery by hallmark: 333, 585, 750. Stones and movements are deducted before valuation.',
        'We weigh in front of you and pay at the day’s price; we accept dental gold too.',
      ],
    ],
  ],
  [
    ['unze', 'troy-ounce'],
    '2025-08-11',
    [
      'Die Feinunze',
      'Warum eine Unze Gold 31,1 Gramm wiegt.',
      [
        'Edelmetalle werden in Troy-Unzen gehandelt: 1 oz = 31,1034768 g, also mehr als die Unze des Alltags mit 28,35 g.',
        'Der Name geht auf die Messestadt Troyes in der Champagne zurück.',
      ],
    ],
    [
      'The troy ounce',
      'Why an ounce of gold weighs 31.1 grams.',
      [
        'Precious metals trade in troy ounces: 1 oz = 31.1034768 g, more than the everyday ounce of 28.35 g.',
        'The name goes back to the fair town of Troyes in Champagne.',
      ],
    ],
  ],
];

export const knowledgeStories = split(
  entries.map(([[slugDe, slugEn], date, de, en]) => ({
    de: article({
      path: `wissen/${slugDe}`,
      date: `${date}T09:00:00.000Z`,
      tags: ['Wissen'],
      title: de[0],
      teaser: de[1],
      body: de[2],
    }),
    en: article({
      path: `knowledge-hub/${slugEn}`,
      date: `${date}T09:00:00.000Z`,
      tags: ['Knowledge'],
      title: en[0],
      teaser: en[1],
      body: en[2],
    }),
  })),
);
