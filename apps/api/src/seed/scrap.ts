import type { PreciousMetal, TranslationMap } from '@shop/api-client/contract';
import { formatNumber, g } from './format';
import { tr, type ProductSeed } from './types';

interface ScrapGrade {
  sku: string;
  name: TranslationMap;
  metal: PreciousMetal;
  /** Null where only an assay can tell (dental alloys vary from about 40 % to 90 %). */
  fineness: string | null;
  about: TranslationMap;
}

const karat = (fineness: string, carat: number, examples: TranslationMap): ScrapGrade => ({
  sku: `SCRAP-AU-${fineness}`,
  name: tr(`Altgold ${fineness} (${carat} Karat)`, `Scrap gold ${fineness} (${carat} carat)`),
  metal: 'gold',
  fineness,
  about: tr(
    `Schmuck und Gegenstände mit der Punze ${fineness}, etwa ${examples.de}.`,
    `Jewellery and objects hallmarked ${fineness}, such as ${examples.en}.`,
  ),
});

const grades: ScrapGrade[] = [
  karat('333', 8, tr('Ringe und Ketten aus der Nachkriegszeit', 'post-war rings and chains')),
  karat('375', 9, tr('englischer Schmuck', 'British jewellery')),
  karat('585', 14, tr('Trauringe, Ketten und Ohrringe', 'wedding bands, chains and earrings')),
  karat('750', 18, tr('hochwertiger Schmuck und Uhrgehäuse', 'fine jewellery and watch cases')),
  karat(
    '916',
    22,
    tr('orientalischer und indischer Schmuck', 'Middle Eastern and Indian jewellery'),
  ),
  {
    sku: 'SCRAP-AU-DENTAL',
    name: tr('Zahngold', 'Dental gold'),
    metal: 'gold',
    fineness: null,
    about: tr(
      'Kronen, Brücken und Inlays, gern mit Zahnresten: Der Goldanteil wird im Labor bestimmt und vor der Auszahlung bestätigt.',
      'Crowns, bridges and inlays, teeth may remain attached: the gold content is assayed in our lab and confirmed before payout.',
    ),
  },
  {
    sku: 'SCRAP-AG-800',
    name: tr('Silberbesteck 800 (Bruch)', 'Silver cutlery 800 (scrap)'),
    metal: 'silver',
    fineness: '800',
    about: tr(
      'Besteck und Tafelsilber mit der Punze 800; versilbertes Besteck (90, 100) ist ausgeschlossen.',
      'Cutlery and tableware hallmarked 800; silver-plated cutlery (90, 100) is excluded.',
    ),
  },
  {
    sku: 'SCRAP-AG-925',
    name: tr('Silberschmuck 925 (Bruch)', 'Sterling silver jewellery 925 (scrap)'),
    metal: 'silver',
    fineness: '925',
    about: tr(
      'Sterlingsilber: Schmuck, Becher und Münzen mit der Punze 925.',
      'Sterling silver: jewellery, cups and coins hallmarked 925.',
    ),
  },
  {
    sku: 'SCRAP-PT-950',
    name: tr('Platinschmuck 950 (Bruch)', 'Platinum jewellery 950 (scrap)'),
    metal: 'platinum',
    fineness: '950',
    about: tr(
      'Ringe und Schmuck aus Platin mit der Punze 950 oder PT950.',
      'Rings and jewellery in platinum hallmarked 950 or PT950.',
    ),
  },
  {
    sku: 'SCRAP-PD-950',
    name: tr('Palladiumschmuck 950 (Bruch)', 'Palladium jewellery 950 (scrap)'),
    metal: 'palladium',
    fineness: '950',
    about: tr(
      'Trauringe und Schmuck aus Palladium mit der Punze 950 oder PD950.',
      'Wedding bands and jewellery in palladium hallmarked 950 or PD950.',
    ),
  },
];

/** Scrap is bought by the gram: one unit is one gram of material, its fine content follows the hallmark. */
export const scrapProducts: ProductSeed[] = grades.map((s) => ({
  sku: s.sku,
  name: s.name,
  description: tr(
    `${s.about.de} Wir kaufen nach Gewicht: ` +
      (s.fineness
        ? `1 g Material enthält ${formatNumber(Number(s.fineness) / 1000, 'de')} g Feinmetall.`
        : 'vergütet wird der im Labor ermittelte Feingehalt.'),
    `${s.about.en} We buy by weight: ` +
      (s.fineness
        ? `1 g of material contains ${formatNumber(Number(s.fineness) / 1000, 'en')} g of fine metal.`
        : 'we pay for the fine content our lab determines.'),
  ),
  form: 'scrap',
  categories: ['scrap-metals'],
  manufacturer: null,
  preciousMetal: s.metal,
  series: null,
  yearsOfIssue: null,
  fineWeight: s.fineness ? g(Number(s.fineness) / 1000) : null,
  fineness: s.fineness,
  countryOfOrigin: null,
  thicknessMm: null,
  diameterMm: null,
  grossWeightG: 1,
  grade: null,
  edition: null,
  certificate: null,
  packaging: null,
}));
