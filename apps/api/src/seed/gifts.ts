import type { CategoryKey, PreciousMetal, TranslationMap } from '@shop/api-client/contract';
import { formatFineness, formatWeight, g, oz } from './format';
import { tr, type ProductSeed, type Weight } from './types';

interface Gift {
  sku: string;
  name: TranslationMap;
  about: TranslationMap;
  manufacturer: string;
  country: string;
  metal: PreciousMetal;
  weight: Weight;
  fineness: string;
  shape: 'bar' | 'coin';
  diameterMm?: number;
  thicknessMm: number;
  grossWeightG: number;
  proof?: boolean;
  /** Gifts that are also plain bullion are listed in that category as well. */
  alsoIn?: CategoryKey;
  packaging: TranslationMap;
  edition?: TranslationMap;
}

const gifts: Gift[] = [
  {
    sku: 'GIFT-BOX-GOLD-1G',
    name: tr('Geschenkbox mit 1 g Goldbarren', 'Gift box with 1 g gold bar'),
    about: tr(
      'Ein Heraeus-Goldbarren zu 1 g in einer edlen Geschenkbox mit Schleife.',
      'A 1 g Heraeus gold bar in an elegant gift box with ribbon.',
    ),
    manufacturer: 'Heraeus',
    country: 'DE',
    metal: 'gold',
    weight: g(1),
    fineness: '999.9',
    shape: 'bar',
    thicknessMm: 0.6,
    grossWeightG: 1,
    alsoIn: 'gold-bars',
    packaging: tr('Geschenkbox mit Schleife', 'gift box with ribbon'),
  },
  {
    sku: 'GIFT-BIRTHDAY-GOLD-1G',
    name: tr('Goldbarren 1 g „Alles Gute zum Geburtstag“', 'Gold bar 1 g “Happy Birthday”'),
    about: tr(
      'Motivbarren in einer Grußkarte mit Platz für eine persönliche Widmung.',
      'Design bar in a greeting card with room for a personal message.',
    ),
    manufacturer: 'C. Hafner',
    country: 'DE',
    metal: 'gold',
    weight: g(1),
    fineness: '999.9',
    shape: 'bar',
    thicknessMm: 0.6,
    grossWeightG: 1,
    packaging: tr('Grußkarte', 'greeting card'),
  },
  {
    sku: 'GIFT-WEDDING-GOLD-5G',
    name: tr('Goldbarren 5 g „Zur Hochzeit“', 'Gold bar 5 g “For your wedding”'),
    about: tr(
      'Geprägter Barren mit verschlungenen Ringen, ein bleibendes Geschenk für das Brautpaar.',
      'Minted bar with intertwined rings, a lasting present for the happy couple.',
    ),
    manufacturer: 'C. Hafner',
    country: 'DE',
    metal: 'gold',
    weight: g(5),
    fineness: '999.9',
    shape: 'bar',
    thicknessMm: 0.9,
    grossWeightG: 5,
    packaging: tr('Grußkarte im Umschlag', 'greeting card in an envelope'),
  },
  {
    sku: 'GIFT-LUCK-GOLD-1G',
    name: tr('Goldbarren 1 g „Kleeblatt“', 'Gold bar 1 g “Four-leaf clover”'),
    about: tr(
      'Ein Glücksbringer aus Feingold mit vierblättrigem Kleeblatt.',
      'A lucky charm in fine gold with a four-leaf clover.',
    ),
    manufacturer: 'C. Hafner',
    country: 'DE',
    metal: 'gold',
    weight: g(1),
    fineness: '999.9',
    shape: 'bar',
    thicknessMm: 0.6,
    grossWeightG: 1,
    packaging: tr('Grußkarte', 'greeting card'),
  },
  {
    sku: 'GIFT-BIRTH-SILVER-1OZ',
    name: tr(
      'Geburtsmedaille „Willkommen im Leben“ 1 oz Silber',
      'Birth medal “Welcome to the world” 1 oz silver',
    ),
    about: tr(
      'Silbermedaille in Polierter Platte mit Storch und Gravurfeld für Name und Geburtsdatum.',
      'Proof silver medal with a stork and a field for engraving the name and date of birth.',
    ),
    manufacturer: 'Geiger Edelmetalle',
    country: 'DE',
    metal: 'silver',
    weight: oz(1),
    fineness: '999',
    shape: 'coin',
    diameterMm: 38.6,
    thicknessMm: 3,
    grossWeightG: 31.1,
    proof: true,
    packaging: tr('Geschenketui mit Zertifikat', 'gift case with certificate'),
    edition: tr('Auflage 5.000 Stück', 'mintage 5,000 pieces'),
  },
  {
    sku: 'GIFT-WEDDING-GOLD-110OZ',
    name: tr('Hochzeitsmedaille 1/10 oz Gold', 'Wedding medal 1/10 oz gold'),
    about: tr(
      'Goldmedaille in Polierter Platte mit zwei Ringen und Herz, im Etui zum Verschenken.',
      'Proof gold medal with two rings and a heart, in a presentation case.',
    ),
    manufacturer: 'Geiger Edelmetalle',
    country: 'DE',
    metal: 'gold',
    weight: oz(1 / 10),
    fineness: '999.9',
    shape: 'coin',
    diameterMm: 16.5,
    thicknessMm: 1.2,
    grossWeightG: 3.11,
    proof: true,
    packaging: tr('Geschenketui mit Zertifikat', 'gift case with certificate'),
    edition: tr('Auflage 2.500 Stück', 'mintage 2,500 pieces'),
  },
  {
    sku: 'GIFT-PHI-GOLD-125OZ',
    name: tr(
      'Wiener Philharmoniker 1/25 oz Gold im Geschenketui',
      'Vienna Philharmonic 1/25 oz gold in gift case',
    ),
    about: tr(
      'Die kleinste Philharmoniker-Goldmünze im roten Samtetui – das klassische Taufgeschenk.',
      'The smallest Vienna Philharmonic gold coin in a red velvet case – the classic christening gift.',
    ),
    manufacturer: 'Münze Österreich',
    country: 'AT',
    metal: 'gold',
    weight: oz(1 / 25),
    fineness: '999.9',
    shape: 'coin',
    diameterMm: 13,
    thicknessMm: 0.8,
    grossWeightG: 1.244,
    alsoIn: 'gold-coins',
    packaging: tr('rotes Samtetui', 'red velvet case'),
  },
  {
    sku: 'GIFT-XMAS-SILVER-1OZ',
    name: tr('Silberbarren 1 oz „Frohe Weihnachten“', 'Silver bar 1 oz “Merry Christmas”'),
    about: tr(
      'Motivbarren mit Tannenbaum und Sternen, verpackt in einer weihnachtlichen Karte.',
      'Design bar with a Christmas tree and stars, in a festive card.',
    ),
    manufacturer: 'Valcambi',
    country: 'CH',
    metal: 'silver',
    weight: oz(1),
    fineness: '999',
    shape: 'bar',
    thicknessMm: 2.5,
    grossWeightG: 31.1,
    packaging: tr('Weihnachtskarte', 'Christmas card'),
  },
  {
    sku: 'GIFT-MPL-SILVER-1OZ-WOOD',
    name: tr('Maple Leaf 1 oz Silber in Holzbox', 'Maple Leaf 1 oz silver in wooden box'),
    about: tr(
      'Die kanadische Silbermünze in einer Holzbox mit Ahornblatt-Gravur.',
      'The Canadian silver coin in a wooden box engraved with a maple leaf.',
    ),
    manufacturer: 'Royal Canadian Mint',
    country: 'CA',
    metal: 'silver',
    weight: oz(1),
    fineness: '999.9',
    shape: 'coin',
    diameterMm: 38,
    thicknessMm: 3.29,
    grossWeightG: 31.11,
    packaging: tr('Holzbox mit Gravur', 'engraved wooden box'),
  },
];

export const giftProducts: ProductSeed[] = gifts.map((gift) => ({
  sku: gift.sku,
  name: gift.name,
  description: tr(
    `${gift.about.de} ${gift.shape === 'bar' ? 'Barren' : 'Prägung'} von ${gift.manufacturer}, ${formatWeight(gift.weight, 'de')} mit Feingehalt ${formatFineness(gift.fineness, 'de')}.`,
    `${gift.about.en} ${gift.shape === 'bar' ? 'Bar' : 'Struck'} by ${gift.manufacturer}, ${formatWeight(gift.weight, 'en')} at fineness ${gift.fineness}.`,
  ),
  form: 'gift',
  categories: gift.alsoIn ? ['gift-items', gift.alsoIn] : ['gift-items'],
  manufacturer: gift.manufacturer,
  preciousMetal: gift.metal,
  series: null,
  yearsOfIssue: gift.shape === 'coin' ? '2025' : null,
  fineWeight: gift.weight,
  fineness: gift.fineness,
  countryOfOrigin: gift.country,
  thicknessMm: gift.thicknessMm,
  diameterMm: gift.diameterMm ?? null,
  grossWeightG: gift.grossWeightG,
  grade: gift.proof
    ? tr('Polierte Platte', 'proof')
    : gift.shape === 'coin'
      ? tr('Stempelglanz', 'brilliant uncirculated')
      : null,
  edition: gift.edition ?? null,
  certificate: gift.proof ? tr('Echtheitszertifikat', 'certificate of authenticity') : null,
  packaging: gift.packaging,
}));
