import { article, split } from './types';

type Item = [
  path: string,
  date: string,
  tags: [string[], string[]],
  de: [string, string, string[]],
  en: [string, string, string[]],
];

/** Twelve news items; market reports sit three folders deep (news/markt/2025/...). */
const items: Item[] = [
  [
    'markt/2025/gold-ueber-3000-dollar',
    '2025-03-14',
    [
      ['Markt', 'Gold'],
      ['Market', 'Gold'],
    ],
    [
      'Gold erstmals über 3.000 US-Dollar',
      'Der Goldpreis hat die Marke von 3.000 US-Dollar je Unze überschritten.',
      [
        'Getragen von Käufen der Zentralbanken und Zinssenkungserwartungen stieg Gold am 14. März 2025 erstmals über 3.000 US-Dollar je Unze.',
        'In unseren Filialen war die Nachfrage nach 1-oz-Münzen an diesem Tag doppelt so hoch wie üblich.',
      ],
    ],
    [
      'Gold above USD 3,000 for the first time',
      'The gold price has crossed USD 3,000 per ounce.',
      [
        'Driven by central-bank buying and expected rate cuts, gold rose above USD 3,000 per ounce for the first time on 14 March 2025.',
        'Demand for 1 oz coins in our branches was twice the usual level that day.',
      ],
    ],
  ],
  [
    'markt/2025/silber-zieht-nach',
    '2025-06-10',
    [
      ['Markt', 'Silber'],
      ['Market', 'Silver'],
    ],
    [
      'Silber zieht nach',
      'Silber notiert so hoch wie seit 2012 nicht mehr.',
      [
        'Die Nachfrage der Solarindustrie und ein Angebotsdefizit im fünften Jahr in Folge treiben den Silberpreis.',
        'Das Gold-Silber-Verhältnis sank damit unter 90.',
      ],
    ],
    [
      'Silver catches up',
      'Silver trades at its highest level since 2012.',
      [
        'Demand from the solar industry and a supply deficit for the fifth year in a row drive the silver price.',
        'The gold-silver ratio thus fell below 90.',
      ],
    ],
  ],
  [
    'markt/2025/zentralbanken-kaufen',
    '2025-09-05',
    [
      ['Markt', 'Gold'],
      ['Market', 'Gold'],
    ],
    [
      'Zentralbanken kaufen weiter Gold',
      'Das dritte Jahr in Folge kaufen Notenbanken über 1.000 Tonnen.',
      [
        'Laut World Gold Council erwarben Zentralbanken erneut mehr als 1.000 Tonnen Gold, allen voran Polen, China und die Türkei.',
        'Gold ist damit nach dem US-Dollar die zweitgrößte Reserveposition der Notenbanken.',
      ],
    ],
    [
      'Central banks keep buying gold',
      'For the third year in a row central banks buy over 1,000 tonnes.',
      [
        'According to the World Gold Council central banks again bought more than 1,000 tonnes of gold, led by Poland, China and Turkey.',
        'Gold is now the second-largest reserve holding of central banks after the US dollar.',
      ],
    ],
  ],
  [
    'markt/2026/ausblick',
    '2026-01-08',
    [['Markt'], ['Market']],
    [
      'Ausblick 2026',
      'Was Analysten für Gold, Silber, Platin und Palladium erwarten.',
      [
        'Die meisten Banken erwarten 2026 weiter steigende Goldpreise, gestützt von Zentralbankkäufen und hoher Staatsverschuldung.',
        'Für Platin rechnet der World Platinum Investment Council mit dem dritten Defizitjahr in Folge.',
      ],
    ],
    [
      'Outlook 2026',
      'What analysts expect for gold, silver, platinum and palladium.',
      [
        'Most banks expect gold prices to keep rising in 2026, supported by central-bank buying and high public debt.',
        'For platinum the World Platinum Investment Council expects the third deficit year in a row.',
      ],
    ],
  ],
  [
    'filialen/2025/neue-filiale-muenchen',
    '2025-04-22',
    [
      ['Unternehmen', 'Filialen'],
      ['Company', 'Stores'],
    ],
    [
      'Neue Filiale in München',
      'Ab 2. Mai finden Sie uns auch in der Maximilianstraße.',
      [
        'Unsere erste Filiale in Bayern bietet Kauf, Ankauf und Schließfächer an. Geöffnet Montag bis Freitag 9 bis 18 Uhr, Samstag 9 bis 13 Uhr.',
      ],
    ],
    [
      'New branch in Munich',
      'From 2 May you will also find us on Maximilianstraße.',
      [
        'Our first branch in Bavaria offers buying, selling and safe-deposit boxes. Open Monday to Friday 9 am to 6 pm, Saturday 9 am to 1 pm.',
      ],
    ],
  ],
  [
    'filialen/2025/vaduz-erweitert',
    '2025-10-14',
    [
      ['Unternehmen', 'Filialen'],
      ['Company', 'Stores'],
    ],
    [
      'Filiale Vaduz erweitert',
      'Mehr Platz und ein neuer Tresorraum in Liechtenstein.',
      [
        'Nach dem Umbau bietet die Filiale im Städtle doppelt so viele Schließfächer und einen separaten Beratungsraum.',
      ],
    ],
    [
      'Vaduz branch extended',
      'More space and a new vault in Liechtenstein.',
      [
        'After the refurbishment the branch in the Städtle offers twice as many safe-deposit boxes and a separate consultation room.',
      ],
    ],
  ],
  [
    'neue-philharmoniker-praegung',
    '2025-01-20',
    [
      ['Münzen', 'Gold'],
      ['Coins', 'Gold'],
    ],
    [
      'Philharmoniker 2025 eingetroffen',
      'Der neue Jahrgang der Münze Österreich ist lieferbar.',
      [
        'Alle Stückelungen von 1/25 oz bis 1 oz des Jahrgangs 2025 sind in allen Filialen und im Onlineshop erhältlich.',
      ],
    ],
    [
      'Philharmonic 2025 has arrived',
      'The new vintage from the Austrian Mint is available.',
      [
        'All sizes from 1/25 oz to 1 oz of the 2025 vintage are available in all branches and online.',
      ],
    ],
  ],
  [
    'oeffnungszeiten-feiertage',
    '2025-12-01',
    [['Service'], ['Service']],
    [
      'Öffnungszeiten an den Feiertagen',
      'Am 24. und 31. Dezember sind unsere Filialen bis 12 Uhr geöffnet.',
      [
        'Vom 25. bis 26. Dezember und am 1. Jänner bleiben alle Filialen geschlossen. Bestellungen im Onlineshop versenden wir ab 2. Jänner.',
      ],
    ],
    [
      'Opening hours over the holidays',
      'On 24 and 31 December our branches are open until noon.',
      [
        'All branches are closed from 25 to 26 December and on 1 January. Online orders ship from 2 January.',
      ],
    ],
  ],
  [
    'altgold-box',
    '2025-05-19',
    [
      ['Service', 'Ankauf'],
      ['Service', 'Selling'],
    ],
    [
      'Neu: die Altgold-Box',
      'Altgold versichert per Post verkaufen, bis 5.000 EUR Warenwert.',
      [
        'Bestellen Sie die Box kostenlos, legen Sie Schmuck, Zahngold oder Münzen hinein und senden Sie sie versichert zurück. Nach der Prüfung erhalten Sie ein Angebot.',
      ],
    ],
    [
      'New: the scrap metal box',
      'Sell scrap gold insured by post, up to EUR 5,000 in value.',
      [
        'Order the box for free, put in jewellery, dental gold or coins and send it back insured. After testing you receive an offer.',
      ],
    ],
  ],
  [
    'us-shop-eroeffnet',
    '2025-08-18',
    [['Unternehmen'], ['Company']],
    [
      'Unser Onlineshop liefert jetzt in die USA',
      'Kunden in den USA kaufen in US-Dollar.',
      [
        'Der US-Shop zeigt Preise in US-Dollar und Datumsangaben im US-Format. Versand erfolgt versichert aus unserem Lager in Delaware.',
      ],
    ],
    [
      'Our online shop now ships to the US',
      'Customers in the US buy in US dollars.',
      [
        'The US shop shows prices in US dollars and dates in US format. Shipping is insured from our Delaware vault.',
      ],
    ],
  ],
  [
    'kinebar-zurueck',
    '2025-11-12',
    [['Barren'], ['Bars']],
    [
      'Kinebar-Barren wieder lieferbar',
      'Die Argor-Heraeus-Barren mit Hologramm sind zurück im Sortiment.',
      [
        'Der Kinebar trägt ein Hologramm als Fälschungsschutz und ist in 1 oz, 10 g und 20 g erhältlich.',
      ],
    ],
    [
      'Kinebar bars back in stock',
      'The Argor-Heraeus bars with hologram are back.',
      ['The Kinebar carries a hologram against counterfeiting and comes in 1 oz, 10 g and 20 g.'],
    ],
  ],
  [
    'sicherheitshinweis-phishing',
    '2026-02-02',
    [
      ['Service', 'Sicherheit'],
      ['Service', 'Security'],
    ],
    [
      'Vorsicht vor gefälschten E-Mails',
      'Wir fragen nie per E-Mail nach Passwörtern oder Bankdaten.',
      [
        'Derzeit kursieren E-Mails, die unser Logo verwenden. Öffnen Sie keine Anhänge und melden Sie verdächtige Nachrichten an [service@aurum-argentum.at](mailto:service@aurum-argentum.at).',
      ],
    ],
    [
      'Beware of fake e-mails',
      'We never ask for passwords or bank details by e-mail.',
      [
        'E-mails using our logo are currently circulating. Do not open attachments and report suspicious messages to [service@aurum-argentum.at](mailto:service@aurum-argentum.at).',
      ],
    ],
  ],
];

export const newsStories = split(
  items.map(([path, date, [tagsDe, tagsEn], de, en]) => ({
    de: article({
      path: `news/${path}`,
      date: `${date}T07:00:00.000Z`,
      tags: tagsDe,
      title: de[0],
      teaser: de[1],
      body: de[2],
    }),
    en: article({
      path: `news/${path}`,
      date: `${date}T07:00:00.000Z`,
      tags: tagsEn,
      title: en[0],
      teaser: en[1],
      body: en[2],
    }),
  })),
);
