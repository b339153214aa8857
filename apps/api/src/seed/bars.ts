import type { PreciousMetal, TranslationMap } from '@shop/api-client/contract';
import { formatFineness, formatWeight, g, grams, kg, origin, oz, weightCode } from './format';
import { tr, type ProductSeed, type Weight } from './types';

interface Refiner {
  code: string;
  name: string;
  country: string;
  about: TranslationMap;
  /** Series name of the refiner's minted design, e.g. PAMP's Fortuna. */
  mintedSeries?: string;
}

const refiners = {
  heraeus: {
    code: 'HER',
    name: 'Heraeus',
    country: 'DE',
    about: tr(
      'Die Heraeus-Scheideanstalt in Hanau verarbeitet Edelmetalle seit 1851 und steht auf der Good-Delivery-Liste der LBMA.',
      'Heraeus of Hanau has refined precious metals since 1851 and is on the LBMA Good Delivery list.',
    ),
  },
  umicore: {
    code: 'UMI',
    name: 'Umicore',
    country: 'BE',
    about: tr(
      'Umicore raffiniert in Hoboken bei Antwerpen seit über 130 Jahren Edelmetalle, großteils aus Recycling.',
      'Umicore has refined precious metals in Hoboken near Antwerp for more than 130 years, largely from recycling.',
    ),
  },
  valcambi: {
    code: 'VAL',
    name: 'Valcambi',
    country: 'CH',
    about: tr(
      'Valcambi in Balerna im Tessin betreibt eine der größten Edelmetallraffinerien der Welt.',
      'Valcambi in Balerna, Ticino, runs one of the largest precious-metal refineries in the world.',
    ),
  },
  hafner: {
    code: 'HAF',
    name: 'C. Hafner',
    country: 'DE',
    about: tr(
      'C. Hafner aus Wimsheim bei Pforzheim fertigt seit 1850 Barren ausschließlich aus recyceltem Edelmetall.',
      'C. Hafner of Wimsheim near Pforzheim has made bars since 1850, exclusively from recycled precious metal.',
    ),
  },
  argor: {
    code: 'ARG',
    name: 'Argor-Heraeus',
    country: 'CH',
    about: tr(
      'Argor-Heraeus in Mendrisio ist eine der führenden Schweizer Raffinerien mit LBMA-Zertifizierung.',
      'Argor-Heraeus in Mendrisio is one of the leading LBMA-accredited Swiss refineries.',
    ),
  },
  pamp: {
    code: 'PAM',
    name: 'PAMP',
    country: 'CH',
    mintedSeries: 'Fortuna',
    about: tr(
      'PAMP in Castel San Pietro ist bekannt für die geprägten Barren mit der Glücksgöttin Fortuna.',
      'PAMP in Castel San Pietro is known for its minted bars showing Fortuna, the goddess of fortune.',
    ),
  },
} satisfies Record<string, Refiner>;

/** Typical thickness per size; bars from 250 g upwards are cast, smaller ones minted. */
const thicknessMm: Record<string, number> = {
  '1g': 0.6,
  '2g': 0.7,
  '2.5g': 0.8,
  '5g': 0.9,
  '10g': 1.2,
  '20g': 1.5,
  '1oz': 1.7,
  '50g': 2.3,
  '100g': 3,
  '250g': 6,
  '500g': 8,
  '1kg': 9,
  '5kg': 24,
};
const silverThicknessMm: Record<string, number> = {
  '1oz': 2.5,
  '100g': 4.5,
  '250g': 7,
  '500g': 10,
  '1kg': 14,
  '5kg': 25,
};

const isCast = (weight: Weight) => grams(weight) >= 250;

const metalWord: Record<PreciousMetal, TranslationMap> = {
  gold: tr('Goldbarren', 'Gold bar'),
  silver: tr('Silberbarren', 'Silver bar'),
  platinum: tr('Platinbarren', 'Platinum bar'),
  palladium: tr('Palladiumbarren', 'Palladium bar'),
};
const fineMetal: Record<PreciousMetal, TranslationMap> = {
  gold: tr('Feingold', 'fine gold'),
  silver: tr('Feinsilber', 'fine silver'),
  platinum: tr('Platin', 'platinum'),
  palladium: tr('Palladium', 'palladium'),
};
const finenessOf: Record<PreciousMetal, string> = {
  gold: '999.9',
  silver: '999',
  platinum: '999.5',
  palladium: '999.5',
};
const categoryOf = (metal: PreciousMetal) =>
  metal === 'gold' ? 'gold-bars' : metal === 'silver' ? 'silver-bars' : 'platinum-palladium';

function bar(refiner: Refiner, metal: PreciousMetal, weight: Weight): ProductSeed {
  const cast = isCast(weight);
  const key = `${weight.value}${weight.unit}`;
  const thickness =
    (metal === 'silver' ? silverThicknessMm[key] : undefined) ?? thicknessMm[key] ?? null;
  const name = tr(
    `${metalWord[metal].de} ${formatWeight(weight, 'de')} ${refiner.name}`,
    `${metalWord[metal].en} ${formatWeight(weight, 'en')} ${refiner.name}`,
  );
  const from = origin(refiner.country);
  return {
    sku: `B${metal.slice(0, 2).toUpperCase()}-${refiner.code}-${weightCode(weight)}`,
    name,
    description: tr(
      `${cast ? 'Gegossener' : 'Geprägter'} Barren aus ${formatWeight(weight, 'de')} ${fineMetal[metal].de} ` +
        `(Feingehalt ${formatFineness(finenessOf[metal], 'de')}) von ${refiner.name} aus ${from.de}. ${refiner.about.de} ` +
        `Jeder Barren trägt Hersteller, Gewicht, Feingehalt und eine eigene Seriennummer.`,
      `${cast ? 'Cast' : 'Minted'} bar of ${formatWeight(weight, 'en')} ${fineMetal[metal].en} ` +
        `(fineness ${finenessOf[metal]}) by ${refiner.name} from ${from.en}. ${refiner.about.en} ` +
        `Every bar is stamped with refiner, weight, fineness and its own serial number.`,
    ),
    form: 'bar',
    categories: [categoryOf(metal)],
    manufacturer: refiner.name,
    preciousMetal: metal,
    series: !cast && refiner.mintedSeries ? refiner.mintedSeries : null,
    yearsOfIssue: null,
    fineWeight: weight,
    fineness: finenessOf[metal],
    countryOfOrigin: refiner.country,
    thicknessMm: thickness,
    diameterMm: null,
    grossWeightG: grams(weight),
    grade: null,
    edition: null,
    certificate: cast
      ? tr('Seriennummer auf dem Barren', 'serial number stamped on the bar')
      : tr('Assay-Zertifikat mit Seriennummer', 'assay certificate with serial number'),
    packaging: cast
      ? tr('Schutzfolie', 'protective film')
      : tr('versiegelter Blister', 'sealed blister'),
    // Large bars are cast to order: only a few are kept on the shelf.
    ...(grams(weight) >= 1000 ? { stock: 3 } : {}),
  };
}

const goldSizes: Record<keyof typeof refiners, Weight[]> = {
  heraeus: [g(1), g(2), g(5), g(10), g(20), oz(1), g(50), g(100), g(250), g(500), kg(1)],
  umicore: [g(1), g(5), g(10), g(20), oz(1), g(50), g(100), g(250), kg(1)],
  valcambi: [g(1), g(2.5), g(5), g(10), g(20), oz(1), g(50), g(100)],
  hafner: [g(1), g(2), g(5), g(10), g(20), oz(1), g(50), g(100), g(250), g(500)],
  argor: [g(1), g(5), g(10), g(20), oz(1), g(50), g(100), kg(1)],
  pamp: [g(1), g(2.5), g(5), g(10), g(20), oz(1), g(50), g(100)],
};

const silverSizes: Partial<Record<keyof typeof refiners, Weight[]>> = {
  heraeus: [g(100), g(250), g(500), kg(1), kg(5)],
  umicore: [g(100), g(250), g(500), kg(1), kg(5)],
  valcambi: [oz(1), g(100), kg(1)],
  hafner: [oz(1), g(100), g(250), kg(1)],
  argor: [kg(1), kg(5)],
};

const whiteMetalBars: [keyof typeof refiners, PreciousMetal, Weight][] = [
  ['heraeus', 'platinum', g(10)],
  ['heraeus', 'platinum', oz(1)],
  ['heraeus', 'platinum', g(100)],
  ['heraeus', 'palladium', oz(1)],
  ['valcambi', 'platinum', oz(1)],
  ['valcambi', 'palladium', oz(1)],
  ['valcambi', 'palladium', g(100)],
  ['pamp', 'platinum', oz(1)],
  ['pamp', 'palladium', oz(1)],
  ['argor', 'platinum', oz(1)],
];

function combiBar(metal: 'gold' | 'silver', pieces: number): ProductSeed {
  const base = bar(refiners.valcambi, metal, g(pieces));
  const metalName = metal === 'gold' ? tr('Gold', 'gold') : tr('Silber', 'silver');
  return {
    ...base,
    sku: `B${metal.slice(0, 2).toUpperCase()}-VAL-CB${pieces}X1G`,
    name: tr(
      `Valcambi CombiBar ${pieces} x 1 g ${metalName.de}`,
      `Valcambi CombiBar ${pieces} x 1 g ${metalName.en}`,
    ),
    description: tr(
      `Die CombiBar lässt sich wie eine Tafel Schokolade in ${pieces} einzelne 1-g-Barren teilen – ` +
        `ideal als Tauschmittel und für kleine Verkäufe. ${refiners.valcambi.about.de}`,
      `The CombiBar breaks like a chocolate bar into ${pieces} separate 1 g bars – ` +
        `handy for barter and small sales. ${refiners.valcambi.about.en}`,
    ),
    series: 'CombiBar',
    thicknessMm: metal === 'gold' ? 1.5 : 2.6,
    packaging: tr('Kunststoffkarte mit Zertifikat', 'plastic card with certificate'),
  };
}

export const goldBars: ProductSeed[] = [
  ...Object.entries(goldSizes).flatMap(([key, sizes]) =>
    sizes.map((w) => bar(refiners[key as keyof typeof refiners], 'gold', w)),
  ),
  combiBar('gold', 50),
];

export const silverBars: ProductSeed[] = [
  ...Object.entries(silverSizes).flatMap(([key, sizes]) =>
    (sizes ?? []).map((w) => bar(refiners[key as keyof typeof refiners], 'silver', w)),
  ),
  combiBar('silver', 100),
];

export const whiteMetalBarProducts: ProductSeed[] = whiteMetalBars.map(([key, metal, w]) =>
  bar(refiners[key], metal, w),
);
