import { article, split } from './types';

type Entry = [slug: [string, string], de: [string, string], en: [string, string]];

/** Thirty encyclopedia entries: [slugs, [term, definition] in German and English]. */
const entries: Entry[] = [
  [
    ['agio', 'premium'],
    ['Agio', 'Der Aufschlag auf den Metallwert, den Prägung, Vertrieb und Nachfrage verursachen.'],
    ['Premium', 'The mark-up over metal value caused by minting, distribution and demand.'],
  ],
  [
    ['american-eagle', 'american-eagle'],
    [
      'American Eagle',
      'Anlagemünze der US Mint seit 1986; in Gold 916,7/1000, in Silber 999/1000 fein.',
    ],
    [
      'American Eagle',
      'Bullion coin of the US Mint since 1986; 916.7/1000 fine in gold, 999/1000 in silver.',
    ],
  ],
  [
    ['ankaufspreis', 'buy-back-price'],
    ['Ankaufspreis', 'Der Preis, zu dem ein Händler Edelmetall vom Kunden zurückkauft.'],
    ['Buy-back price', 'The price at which a dealer buys precious metal back from the customer.'],
  ],
  [
    ['anlagemuenze', 'bullion-coin'],
    [
      'Anlagemünze',
      'Münze, deren Preis vor allem vom Metallwert abhängt, etwa Krügerrand oder Maple Leaf.',
    ],
    [
      'Bullion coin',
      'A coin whose price depends mainly on its metal value, such as the Krugerrand or Maple Leaf.',
    ],
  ],
  [
    ['britannia', 'britannia'],
    ['Britannia', 'Anlagemünze der britischen Royal Mint; seit 2013 in 999,9/1000 Gold.'],
    ['Britannia', 'Bullion coin of the British Royal Mint; in 999.9/1000 gold since 2013.'],
  ],
  [
    ['dichte', 'density'],
    [
      'Dichte',
      'Gold hat eine Dichte von 19,32 g/cm³, Silber 10,49 g/cm³; sie hilft, Fälschungen zu erkennen.',
    ],
    [
      'Density',
      'Gold has a density of 19.32 g/cm³, silver 10.49 g/cm³; it helps to detect counterfeits.',
    ],
  ],
  [
    ['feingehalt', 'fineness'],
    ['Feingehalt', 'Anteil des reinen Edelmetalls an einer Legierung in Tausendsteln, etwa 999,9.'],
    ['Fineness', 'The share of pure precious metal in an alloy in thousandths, such as 999.9.'],
  ],
  [
    ['feingewicht', 'fine-weight'],
    [
      'Feingewicht',
      'Das Gewicht des reinen Edelmetalls in einem Stück, unabhängig von der Legierung.',
    ],
    ['Fine weight', 'The weight of pure precious metal in a piece, regardless of the alloy.'],
  ],
  [
    ['fixing', 'fixing'],
    [
      'Fixing',
      'Referenzpreis, den die LBMA zweimal täglich für Gold und einmal für Silber festlegt.',
    ],
    ['Fixing', 'Reference price the LBMA sets twice a day for gold and once for silver.'],
  ],
  [
    ['goldstandard', 'gold-standard'],
    [
      'Goldstandard',
      'Währungsordnung, in der Geld in Gold eingelöst werden konnte; in den USA 1971 beendet.',
    ],
    [
      'Gold standard',
      'Monetary system in which money could be redeemed in gold; ended in the US in 1971.',
    ],
  ],
  [
    ['gussbarren', 'cast-bar'],
    ['Gussbarren', 'In einer Form gegossener Barren mit rauer Oberfläche und geringem Aufschlag.'],
    ['Cast bar', 'A bar poured into a mould, with a rough surface and a low premium.'],
  ],
  [
    ['karat', 'carat'],
    ['Karat', 'Maß für den Goldgehalt: 24 Karat sind reines Gold, 18 Karat entsprechen 750/1000.'],
    ['Carat', 'Measure of gold content: 24 carat is pure gold, 18 carat equals 750/1000.'],
  ],
  [
    ['kangaroo', 'kangaroo'],
    [
      'Kangaroo',
      'Anlagemünze der Perth Mint mit jährlich wechselndem Känguru-Motiv, 999,9/1000 fein.',
    ],
    [
      'Kangaroo',
      'Bullion coin of the Perth Mint with a kangaroo design that changes yearly, 999.9/1000 fine.',
    ],
  ],
  [
    ['kinebar', 'kinebar'],
    ['Kinebar', 'Barren von Argor-Heraeus mit Hologramm als Fälschungsschutz.'],
    ['Kinebar', 'Bar by Argor-Heraeus with a hologram as counterfeit protection.'],
  ],
  [
    ['kruegerrand', 'krugerrand'],
    ['Krügerrand', 'Südafrikanische Goldmünze seit 1967, 22 Karat, mit genau einer Unze Feingold.'],
    [
      'Krugerrand',
      'South African gold coin since 1967, 22 carat, containing exactly one ounce of fine gold.',
    ],
  ],
  [
    ['lbma', 'lbma'],
    ['LBMA', 'London Bullion Market Association, Verband des Londoner Edelmetallmarkts.'],
    ['LBMA', 'London Bullion Market Association, the body of the London precious-metals market.'],
  ],
  [
    ['legierung', 'alloy'],
    ['Legierung', 'Mischung eines Edelmetalls mit anderen Metallen, etwa Kupfer, für mehr Härte.'],
    [
      'Alloy',
      'A mixture of a precious metal with other metals, such as copper, for more hardness.',
    ],
  ],
  [
    ['maple-leaf', 'maple-leaf'],
    ['Maple Leaf', 'Anlagemünze der Royal Canadian Mint, 999,9/1000 fein, mit Mikrogravur.'],
    [
      'Maple Leaf',
      'Bullion coin of the Royal Canadian Mint, 999.9/1000 fine, with micro-engraving.',
    ],
  ],
  [
    ['numismatik', 'numismatics'],
    [
      'Numismatik',
      'Münzkunde; Sammlermünzen werden nach Seltenheit und Erhaltung bewertet, nicht nur nach Metall.',
    ],
    [
      'Numismatics',
      'The study of coins; collector coins are valued by rarity and condition, not only metal.',
    ],
  ],
  [
    ['palladium', 'palladium'],
    ['Palladium', 'Platinmetall, vor allem in Autokatalysatoren verwendet; Kürzel XPD.'],
    ['Palladium', 'Platinum-group metal used mainly in catalytic converters; code XPD.'],
  ],
  [
    ['philharmoniker', 'philharmonic'],
    [
      'Wiener Philharmoniker',
      'Anlagemünze der Münze Österreich seit 1989, 999,9/1000 fein, in Euro nominiert.',
    ],
    [
      'Vienna Philharmonic',
      'Bullion coin of the Austrian Mint since 1989, 999.9/1000 fine, denominated in euros.',
    ],
  ],
  [
    ['platin', 'platinum'],
    ['Platin', 'Seltenes Edelmetall für Schmuck, Katalysatoren und Industrie; Kürzel XPT.'],
    ['Platinum', 'Rare precious metal for jewellery, catalysts and industry; code XPT.'],
  ],
  [
    ['praegebarren', 'minted-bar'],
    ['Prägebarren', 'Aus Blech gestanzter und geprägter Barren mit glatter Oberfläche.'],
    ['Minted bar', 'A bar stamped from sheet and minted, with a smooth surface.'],
  ],
  [
    ['punze', 'hallmark'],
    ['Punze', 'Stempel auf Schmuck und Barren, der Feingehalt und oft Hersteller angibt.'],
    ['Hallmark', 'Stamp on jewellery and bars stating fineness and often the maker.'],
  ],
  [
    ['scheideanstalt', 'refinery'],
    [
      'Scheideanstalt',
      'Betrieb, der Edelmetalle aus Altgold und Erz trennt und zu Barren verarbeitet.',
    ],
    ['Refinery', 'A plant that separates precious metals from scrap and ore and makes bars.'],
  ],
  [
    ['spotpreis', 'spot-price'],
    ['Spotpreis', 'Marktpreis für die sofortige Lieferung einer Unze Edelmetall.'],
    ['Spot price', 'Market price for immediate delivery of one ounce of precious metal.'],
  ],
  [
    ['spread', 'spread'],
    ['Spread', 'Differenz zwischen Verkaufs- und Ankaufspreis eines Händlers.'],
    ['Spread', 'The difference between a dealer’s selling and buying price.'],
  ],
  [
    ['tafelbarren', 'combibar'],
    ['Tafelbarren', 'Barren aus teilbaren 1-g-Stücken, etwa der CombiBar von Valcambi.'],
    ['CombiBar', 'Bar of breakable 1 g pieces, such as Valcambi’s CombiBar.'],
  ],
  [
    ['troy-unze', 'troy-ounce'],
    ['Troy-Unze', 'Gewichtseinheit für Edelmetalle: 31,1034768 Gramm.'],
    ['Troy ounce', 'Unit of weight for precious metals: 31.1034768 grams.'],
  ],
  [
    ['zahngold', 'dental-gold'],
    ['Zahngold', 'Goldlegierungen aus Zahnersatz, meist 60 bis 90 % Edelmetall, die wir ankaufen.'],
    [
      'Dental gold',
      'Gold alloys from dental work, usually 60 to 90 % precious metal, which we buy.',
    ],
  ],
];

export const encyclopediaStories = split(
  entries.map(([[slugDe, slugEn], [termDe, textDe], [termEn, textEn]]) => ({
    de: article({
      path: `wissen/enzyklopaedie/${slugDe}`,
      date: '2025-01-06T08:00:00.000Z',
      tags: ['Enzyklopädie'],
      title: termDe,
      teaser: textDe,
      body: [textDe],
    }),
    en: article({
      path: `knowledge-hub/encyclopedia/${slugEn}`,
      date: '2025-01-06T08:00:00.000Z',
      tags: ['Encyclopedia'],
      title: termEn,
      teaser: textEn,
      body: [textEn],
    }),
  })),
);
