import { article, split } from './types';

type Release = [
  slug: string,
  date: string,
  de: [string, string, string[]],
  en: [string, string, string[]],
];

const folder = 'ueber-uns/presse/presseaussendungen';

/** Five press releases; both languages share the path (spec 2). */
const releases: Release[] = [
  [
    'rekordjahr-2024',
    '2025-02-12',
    [
      'Aurum & Argentum mit Rekordjahr 2024',
      'Umsatz um 38 % auf 412 Mio. EUR gestiegen.',
      [
        'Wien, 12. Februar 2025. Der Edelmetallhändler steigerte seinen Umsatz 2024 um 38 % auf 412 Millionen Euro. Besonders gefragt waren 1-oz-Goldmünzen und 100-g-Barren.',
      ],
    ],
    [
      'Record year 2024 for Aurum & Argentum',
      'Revenue up 38 % to EUR 412 million.',
      [
        'Vienna, 12 February 2025. The precious-metals dealer grew revenue by 38 % to EUR 412 million in 2024. Demand was strongest for 1 oz gold coins and 100 g bars.',
      ],
    ],
  ],
  [
    'expansion-deutschland',
    '2025-04-22',
    [
      'Expansion nach Deutschland',
      'Erste deutsche Filiale in München eröffnet.',
      [
        'Wien/München, 22. April 2025. Mit der Filiale in der Maximilianstraße beschäftigt das Unternehmen nun 86 Mitarbeiterinnen und Mitarbeiter an sechs Standorten.',
      ],
    ],
    [
      'Expansion into Germany',
      'First German branch opens in Munich.',
      [
        'Vienna/Munich, 22 April 2025. With the branch on Maximilianstraße the company now employs 86 people at six locations.',
      ],
    ],
  ],
  [
    'nachhaltiges-gold',
    '2025-06-30',
    [
      'Nur noch recyceltes und zertifiziertes Gold',
      'Ab 2026 stammen alle Eigenmarken-Barren aus recyceltem Gold.',
      [
        'Wien, 30. Juni 2025. Gemeinsam mit einer LBMA-zertifizierten Scheideanstalt stellt Aurum & Argentum seine Eigenmarke vollständig auf recyceltes Gold um.',
      ],
    ],
    [
      'Only recycled and certified gold',
      'From 2026 all own-brand bars are made from recycled gold.',
      [
        'Vienna, 30 June 2025. Together with an LBMA-accredited refiner, Aurum & Argentum is converting its own brand entirely to recycled gold.',
      ],
    ],
  ],
  [
    'us-markteintritt',
    '2025-08-18',
    [
      'Markteintritt in den USA',
      'Onlineshop für US-Kunden mit Lager in Delaware.',
      [
        'Wien, 18. August 2025. US-Kunden kaufen ab sofort in US-Dollar; gelagert und versendet wird aus einem Hochsicherheitslager in Delaware.',
      ],
    ],
    [
      'Market entry in the US',
      'Online shop for US customers with a Delaware vault.',
      [
        'Vienna, 18 August 2025. US customers now buy in US dollars; storage and shipping are handled from a high-security vault in Delaware.',
      ],
    ],
  ],
  [
    'neue-geschaeftsfuehrung',
    '2025-11-20',
    [
      'Neue Geschäftsführerin',
      'Dr. Elisabeth Brandstetter übernimmt mit 1. Jänner 2026.',
      [
        'Wien, 20. November 2025. Die bisherige Finanzchefin folgt auf Gründer Michael Aurnhammer, der in den Aufsichtsrat wechselt.',
      ],
    ],
    [
      'New managing director',
      'Dr Elisabeth Brandstetter takes over on 1 January 2026.',
      [
        'Vienna, 20 November 2025. The former chief financial officer succeeds founder Michael Aurnhammer, who moves to the supervisory board.',
      ],
    ],
  ],
];

export const pressStories = split(
  releases.map(([slug, date, de, en]) => ({
    de: article({
      path: `${folder}/${slug}`,
      date: `${date}T10:00:00.000Z`,
      tags: ['Presse'],
      title: de[0],
      teaser: de[1],
      body: de[2],
    }),
    en: article({
      path: `${folder}/${slug}`,
      date: `${date}T10:00:00.000Z`,
      tags: ['Press'],
      title: en[0],
      teaser: en[1],
      body: en[2],
    }),
  })),
);
