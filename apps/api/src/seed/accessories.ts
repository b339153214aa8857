import type { TranslationMap } from '@shop/api-client/contract';
import { tr, type ProductSeed } from './types';

interface Accessory {
  sku: string;
  name: TranslationMap;
  about: TranslationMap;
  manufacturer: string;
  country: string;
  diameterMm?: number;
  grossWeightG: number;
  packaging?: TranslationMap;
}

const capsule = (mm: string, fits: TranslationMap): Accessory => ({
  sku: `ACC-CAPS-${mm.replace(',', '')}MM`,
  name: tr(
    `Münzkapseln ${mm} mm (10 Stück)`,
    `Coin capsules ${mm.replace(',', '.')} mm (pack of 10)`,
  ),
  about: tr(
    `Glasklare, säurefreie Kapseln mit ${mm} mm Innendurchmesser, passend für ${fits.de}. Schützen vor Kratzern, Fingerabdrücken und Anlaufen.`,
    `Crystal-clear, acid-free capsules with an inner diameter of ${mm.replace(',', '.')} mm, made for ${fits.en}. They keep scratches, fingerprints and tarnish away.`,
  ),
  manufacturer: 'Lindner',
  country: 'DE',
  diameterMm: Number(mm.replace(',', '.')),
  grossWeightG: 40,
});

const accessories: Accessory[] = [
  capsule(
    '37',
    tr(
      'Wiener Philharmoniker 1 oz in Gold und Silber',
      '1 oz Vienna Philharmonic coins in gold and silver',
    ),
  ),
  capsule(
    '32,7',
    tr('Krugerrand und American Eagle 1 oz Gold', '1 oz Krugerrand and American Eagle gold coins'),
  ),
  capsule('38', tr('Maple Leaf 1 oz Silber', '1 oz Maple Leaf silver coins')),
  capsule(
    '40,6',
    tr('American Eagle und Känguru 1 oz Silber', '1 oz American Eagle and Kangaroo silver coins'),
  ),
  {
    sku: 'ACC-BOX-BARS-10X1OZ',
    name: tr('Barrenbox für 10 Goldbarren bis 1 oz', 'Bar box for 10 gold bars up to 1 oz'),
    about: tr(
      'Stabile Box mit Samteinlage für zehn geprägte Barren im Blister bis 1 Unze.',
      'Sturdy box with velvet inlay for ten minted bars in blister packs up to one ounce.',
    ),
    manufacturer: 'Leuchtturm',
    country: 'DE',
    grossWeightG: 180,
  },
  {
    sku: 'ACC-BOX-SILVER-1KG',
    name: tr('Barrenbox für 1-kg-Silberbarren', 'Bar box for 1 kg silver bars'),
    about: tr(
      'Aufbewahrungsbox aus Kunststoff mit Schaumstoffeinlage für einen 1-kg-Silberbarren.',
      'Plastic storage box with foam inlay for one 1 kg silver bar.',
    ),
    manufacturer: 'Leuchtturm',
    country: 'DE',
    grossWeightG: 120,
  },
  {
    sku: 'ACC-TUBE-38MM',
    name: tr('Münztube 38 mm für 20 Münzen', 'Coin tube 38 mm for 20 coins'),
    about: tr(
      'Runde Münzrolle mit Schraubdeckel für 20 Silbermünzen bis 38 mm, etwa Maple Leaf.',
      'Round coin tube with screw cap for 20 silver coins up to 38 mm, such as the Maple Leaf.',
    ),
    manufacturer: 'Lindner',
    country: 'DE',
    diameterMm: 38,
    grossWeightG: 30,
  },
  {
    sku: 'ACC-TUBE-41MM',
    name: tr('Münztube 41 mm für 20 Münzen', 'Coin tube 41 mm for 20 coins'),
    about: tr(
      'Runde Münzrolle mit Schraubdeckel für 20 Silbermünzen bis 41 mm, etwa American Eagle.',
      'Round coin tube with screw cap for 20 silver coins up to 41 mm, such as the American Eagle.',
    ),
    manufacturer: 'Lindner',
    country: 'DE',
    diameterMm: 41,
    grossWeightG: 32,
  },
  {
    sku: 'ACC-GLOVES-COTTON',
    name: tr('Baumwollhandschuhe (1 Paar)', 'Cotton gloves (1 pair)'),
    about: tr(
      'Weiße, fusselfreie Handschuhe zum Anfassen von Münzen in Polierter Platte und Barren.',
      'White, lint-free gloves for handling proof coins and bars.',
    ),
    manufacturer: 'Lindner',
    country: 'DE',
    grossWeightG: 20,
  },
  {
    sku: 'ACC-SCALE-DIGITAL',
    name: tr('Digitale Feinwaage 0,01 g bis 200 g', 'Digital precision scale 0.01 g to 200 g'),
    about: tr(
      'Taschenwaage mit 0,01 g Auflösung und Kalibriergewicht, zum Nachwiegen von Münzen und Barren.',
      'Pocket scale with 0.01 g resolution and a calibration weight, for checking coins and bars.',
    ),
    manufacturer: 'Leuchtturm',
    country: 'DE',
    grossWeightG: 160,
    packaging: tr('Karton mit Kalibriergewicht', 'box with calibration weight'),
  },
  {
    sku: 'ACC-LOUPE-10X',
    name: tr('Einschlaglupe 10-fach', 'Folding loupe 10x'),
    about: tr(
      'Achromatische Lupe mit Metallgehäuse, um Prägequalität und Punzen zu prüfen.',
      'Achromatic loupe in a metal case for checking strike quality and hallmarks.',
    ),
    manufacturer: 'Lindner',
    country: 'DE',
    grossWeightG: 35,
  },
  {
    sku: 'ACC-CASE-WOOD-30',
    name: tr('Münzkassette aus Holz für 30 Münzen', 'Wooden coin case for 30 coins'),
    about: tr(
      'Holzkassette mit Samteinlage für 30 Münzen in Kapseln bis 41 mm.',
      'Wooden case with velvet inlay for 30 capsuled coins up to 41 mm.',
    ),
    manufacturer: 'Leuchtturm',
    country: 'DE',
    grossWeightG: 650,
  },
];

export const accessoryProducts: ProductSeed[] = accessories.map((a) => ({
  sku: a.sku,
  name: a.name,
  description: tr(a.about.de, a.about.en),
  form: 'accessory',
  categories: ['accessories'],
  manufacturer: a.manufacturer,
  preciousMetal: null,
  series: null,
  yearsOfIssue: null,
  fineWeight: null,
  fineness: null,
  countryOfOrigin: a.country,
  thicknessMm: null,
  diameterMm: a.diameterMm ?? null,
  grossWeightG: a.grossWeightG,
  grade: null,
  edition: null,
  certificate: null,
  packaging: a.packaging ?? null,
}));
