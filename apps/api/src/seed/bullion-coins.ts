import type { PreciousMetal, TranslationMap } from '@shop/api-client/contract';
import { formatNumber, formatWeight, g, metalNames, origin, oz, weightCode } from './format';
import { tr, type ProductSeed, type Weight } from './types';

interface CoinIssue {
  metal: PreciousMetal;
  weight: Weight;
  fineness: string;
  diameterMm: number;
  thicknessMm: number;
  grossWeightG: number;
  edition?: TranslationMap;
}

interface CoinSeries {
  code: string;
  series: string;
  name: TranslationMap;
  manufacturer: string;
  country: string;
  years: string;
  about: TranslationMap;
  edition: TranslationMap;
  issues: CoinIssue[];
}

const unlimited = tr('Auflage unlimitiert (Anlagemünze)', 'unlimited mintage (bullion coin)');
const limited = (de: string, en: string) =>
  tr(`Auflage max. ${de} Stück`, `mintage limited to ${en} coins`);

const issue = (
  metal: PreciousMetal,
  weight: Weight,
  fineness: string,
  diameterMm: number,
  thicknessMm: number,
  grossWeightG: number,
  edition?: TranslationMap,
): CoinIssue => ({
  metal,
  weight,
  fineness,
  diameterMm,
  thicknessMm,
  grossWeightG,
  ...(edition ? { edition } : {}),
});

/** Bullion coin series with their official specifications (diameter, thickness, gross weight). */
const series: CoinSeries[] = [
  {
    code: 'KRU',
    series: 'Krugerrand',
    name: tr('Krugerrand', 'Krugerrand'),
    manufacturer: 'South African Mint',
    country: 'ZA',
    years: '2025',
    about: tr(
      'Die erste moderne Anlagemünze der Welt (seit 1967) mit dem Springbock auf der Rückseite; die Kupferlegierung macht sie besonders kratzfest.',
      'The world’s first modern bullion coin (since 1967), showing the springbok; its copper alloy makes it unusually scratch-resistant.',
    ),
    edition: unlimited,
    issues: [
      issue('gold', oz(1), '916.7', 32.77, 2.84, 33.93),
      issue('gold', oz(1 / 2), '916.7', 27.07, 2.22, 16.97),
      issue('gold', oz(1 / 4), '916.7', 22.06, 1.89, 8.48),
      issue('gold', oz(1 / 10), '916.7', 16.55, 1.35, 3.39),
      issue('silver', oz(1), '999', 38.73, 2.99, 31.1),
    ],
  },
  {
    code: 'PHI',
    series: 'Wiener Philharmoniker',
    name: tr('Wiener Philharmoniker', 'Vienna Philharmonic'),
    manufacturer: 'Münze Österreich',
    country: 'AT',
    years: '2025',
    about: tr(
      'Europas meistverkaufte Anlagemünze zeigt die Instrumente der Wiener Philharmoniker und die Orgel des Goldenen Saals im Musikverein.',
      'Europe’s best-selling bullion coin shows the instruments of the Vienna Philharmonic and the organ of the Golden Hall of the Musikverein.',
    ),
    edition: unlimited,
    issues: [
      issue('gold', oz(1), '999.9', 37, 2, 31.103),
      issue('gold', oz(1 / 2), '999.9', 28, 1.6, 15.552),
      issue('gold', oz(1 / 4), '999.9', 22, 1.2, 7.776),
      issue('gold', oz(1 / 10), '999.9', 16, 1.2, 3.11),
      issue('gold', oz(1 / 25), '999.9', 13, 0.8, 1.244),
      issue('silver', oz(1), '999', 37, 3.2, 31.103),
      issue('platinum', oz(1), '999.5', 37, 1.8, 31.119),
    ],
  },
  {
    code: 'MPL',
    series: 'Maple Leaf',
    name: tr('Maple Leaf', 'Maple Leaf'),
    manufacturer: 'Royal Canadian Mint',
    country: 'CA',
    years: '2025',
    about: tr(
      'Das Ahornblatt Kanadas mit radialen Linien und mikrograviertem Sicherheitsmerkmal gegen Fälschungen.',
      'Canada’s maple leaf with radial lines and a micro-engraved security mark against counterfeits.',
    ),
    edition: unlimited,
    issues: [
      issue('gold', oz(1), '999.9', 30, 2.87, 31.11),
      issue('gold', oz(1 / 2), '999.9', 25, 2.23, 15.55),
      issue('gold', oz(1 / 4), '999.9', 20, 1.78, 7.797),
      issue('gold', oz(1 / 10), '999.9', 16, 1.22, 3.13),
      issue('silver', oz(1), '999.9', 38, 3.29, 31.11),
      issue('platinum', oz(1), '999.5', 30, 2.3, 31.16),
      issue('palladium', oz(1), '999.5', 33, 2.65, 31.16),
    ],
  },
  {
    code: 'BRI',
    series: 'Britannia',
    name: tr('Britannia', 'Britannia'),
    manufacturer: 'The Royal Mint',
    country: 'GB',
    years: '2025',
    about: tr(
      'Die Britannia mit Dreizack und Schild ist die Anlagemünze der Royal Mint, seit 2013 in Feingold 999,9.',
      'Britannia with trident and shield is the Royal Mint’s bullion coin, struck in 999.9 fine gold since 2013.',
    ),
    edition: unlimited,
    issues: [
      issue('gold', oz(1), '999.9', 32.69, 2.79, 31.104),
      issue('gold', oz(1 / 2), '999.9', 27, 2, 15.55),
      issue('gold', oz(1 / 4), '999.9', 22, 1.7, 7.78),
      issue('gold', oz(1 / 10), '999.9', 16.5, 1.25, 3.11),
      issue('silver', oz(1), '999', 38.61, 3, 31.21),
      issue('platinum', oz(1), '999.5', 32.69, 2.4, 31.21),
    ],
  },
  {
    code: 'EAG',
    series: 'American Eagle',
    name: tr('American Eagle', 'American Eagle'),
    manufacturer: 'United States Mint',
    country: 'US',
    years: '2025',
    about: tr(
      'Die offizielle Anlagemünze der USA mit der schreitenden Lady Liberty nach Augustus Saint-Gaudens.',
      'The official bullion coin of the United States with the striding Lady Liberty after Augustus Saint-Gaudens.',
    ),
    edition: unlimited,
    issues: [
      issue('gold', oz(1), '916.7', 32.7, 2.87, 33.93),
      issue('gold', oz(1 / 2), '916.7', 27, 2.24, 16.97),
      issue('gold', oz(1 / 4), '916.7', 22, 1.83, 8.48),
      issue('gold', oz(1 / 10), '916.7', 16.5, 1.19, 3.39),
      issue('silver', oz(1), '999', 40.6, 2.98, 31.103),
      issue('platinum', oz(1), '999.5', 32.7, 2.39, 31.12),
      issue('palladium', oz(1), '999.5', 32.7, 2.6, 31.12),
    ],
  },
  {
    code: 'KAN',
    series: 'Kangaroo',
    name: tr('Känguru', 'Kangaroo'),
    manufacturer: 'The Perth Mint',
    country: 'AU',
    years: '2025',
    about: tr(
      'Das Känguru der Perth Mint erscheint jedes Jahr mit neuem Motiv aus dem australischen Outback.',
      'The Perth Mint’s kangaroo appears every year with a new design from the Australian outback.',
    ),
    edition: unlimited,
    issues: [
      issue('gold', oz(1), '999.9', 32.6, 2.65, 31.107),
      issue('gold', oz(1 / 2), '999.9', 25.6, 2.2, 15.554),
      issue('gold', oz(1 / 4), '999.9', 20.6, 1.8, 7.78),
      issue('gold', oz(1 / 10), '999.9', 16.6, 1.4, 3.11),
      issue('silver', oz(1), '999.9', 40.6, 3.2, 31.135),
    ],
  },
  {
    code: 'PAN',
    series: 'Panda',
    name: tr('China Panda', 'China Panda'),
    manufacturer: 'China Gold Coin Incorporation',
    country: 'CN',
    years: '2025',
    about: tr(
      'Der Panda wechselt jedes Jahr sein Motiv und wird seit 2016 in Gramm statt in Unzen ausgegeben.',
      'The panda changes its design every year and has been issued in grams rather than ounces since 2016.',
    ),
    edition: unlimited,
    issues: [
      issue('gold', g(30), '999', 32, 2.7, 30),
      issue('gold', g(15), '999', 27, 1.85, 15),
      issue('gold', g(8), '999', 22, 1.55, 8),
      issue('gold', g(3), '999', 18, 1.05, 3),
      issue('gold', g(1), '999', 10, 0.85, 1),
      issue('silver', g(30), '999', 40, 2.8, 30),
    ],
  },
  {
    code: 'LSN',
    series: 'Lunar III',
    name: tr('Lunar III Schlange 2025', 'Lunar III Year of the Snake 2025'),
    manufacturer: 'The Perth Mint',
    country: 'AU',
    years: '2025',
    about: tr(
      'Die dritte Lunar-Serie der Perth Mint ehrt jedes Jahr ein Tier des chinesischen Kalenders, 2025 die Schlange.',
      'The Perth Mint’s third Lunar series honours one animal of the Chinese calendar each year, the snake in 2025.',
    ),
    edition: limited('30.000', '30,000'),
    issues: [
      issue('gold', oz(1), '999.9', 32.6, 2.65, 31.107),
      issue('gold', oz(1 / 10), '999.9', 16.6, 1.4, 3.11, limited('100.000', '100,000')),
      issue('silver', oz(1), '999.9', 45.6, 3.2, 31.135, limited('300.000', '300,000')),
    ],
  },
  {
    code: 'LDR',
    series: 'Lunar III',
    name: tr('Lunar III Drache 2024', 'Lunar III Year of the Dragon 2024'),
    manufacturer: 'The Perth Mint',
    country: 'AU',
    years: '2024',
    about: tr(
      'Der Drache ist das beliebteste Motiv der Lunar-Serie; die Ausgabe 2024 ist nur noch in Restbeständen erhältlich.',
      'The dragon is the most sought-after design of the Lunar series; the 2024 issue is available from remaining stock only.',
    ),
    edition: limited('30.000', '30,000'),
    issues: [
      issue('gold', oz(1), '999.9', 32.6, 2.65, 31.107),
      issue('silver', oz(1), '999.9', 45.6, 3.2, 31.135, limited('300.000', '300,000')),
    ],
  },
  {
    code: 'NOA',
    series: 'Arche Noah',
    name: tr('Arche Noah', 'Noah’s Ark'),
    manufacturer: 'Geiger Edelmetalle',
    country: 'AM',
    years: '2025',
    about: tr(
      'Die Silbermünze der Zentralbank Armeniens zeigt die Arche Noah vor dem Berg Ararat.',
      'The silver coin of the Central Bank of Armenia shows Noah’s Ark before Mount Ararat.',
    ),
    edition: unlimited,
    issues: [issue('silver', oz(1), '999', 38.61, 2.94, 31.1)],
  },
];

const categoryOf = (metal: PreciousMetal) =>
  metal === 'gold' ? 'gold-coins' : metal === 'silver' ? 'silver-coins' : 'platinum-palladium';

const bulk = tr('Münzrolle bzw. Masterbox des Herstellers', 'mint tube or the mint’s master box');
const bullionGrade = tr('Stempelglanz', 'brilliant uncirculated');

function coinName(s: CoinSeries, c: CoinIssue): TranslationMap {
  return tr(
    `${s.name.de} ${formatWeight(c.weight, 'de')} ${metalNames[c.metal].de}`,
    `${s.name.en} ${formatWeight(c.weight, 'en')} ${metalNames[c.metal].en}`,
  );
}

function coinDescription(s: CoinSeries, c: CoinIssue, name: TranslationMap): TranslationMap {
  const from = origin(s.country);
  return tr(
    `${name.de}: ${s.about.de} Geprägt von ${s.manufacturer} in ${from.de}, ` +
      `Feingehalt ${formatNumber(Number(c.fineness) / 10, 'de')} %, Feingewicht ${formatWeight(c.weight, 'de')}, ` +
      `Durchmesser ${formatNumber(c.diameterMm, 'de')} mm, Jahrgang ${s.years}.`,
    `${name.en}: ${s.about.en} Struck by ${s.manufacturer} in ${from.en}, ` +
      `fineness ${c.fineness}, fine weight ${formatWeight(c.weight, 'en')}, ` +
      `diameter ${formatNumber(c.diameterMm, 'en')} mm, year ${s.years}.`,
  );
}

function bullionCoin(s: CoinSeries, c: CoinIssue): ProductSeed {
  const name = coinName(s, c);
  return {
    sku: `C${c.metal.slice(0, 2).toUpperCase()}-${s.code}-${weightCode(c.weight)}`,
    name,
    description: coinDescription(s, c, name),
    form: 'coin',
    categories: [categoryOf(c.metal)],
    manufacturer: s.manufacturer,
    preciousMetal: c.metal,
    series: s.series,
    yearsOfIssue: s.years,
    // Every bullion coin has a face value in its country of origin.
    legalTender: true,
    fineWeight: c.weight,
    fineness: c.fineness,
    countryOfOrigin: s.country,
    thicknessMm: c.thicknessMm,
    diameterMm: c.diameterMm,
    grossWeightG: c.grossWeightG,
    grade: bullionGrade,
    edition: c.edition ?? s.edition,
    certificate: null,
    packaging: bulk,
  };
}

export const bullionCoins: ProductSeed[] = series.flatMap((s) =>
  s.issues.map((c) => bullionCoin(s, c)),
);

/**
 * Silver coins stored in the bonded warehouse: bought without import VAT and kept there for the
 * customer's deposit, hence separate products (spec 5: only duty-free silver may go to a deposit).
 */
const bondedWarehouseSkus = ['CSI-MPL-1OZ', 'CSI-BRI-1OZ', 'CSI-KAN-1OZ', 'CSI-KRU-1OZ'];

export const dutyFreeSilverCoins: ProductSeed[] = bullionCoins
  .filter((p) => bondedWarehouseSkus.includes(p.sku))
  .map((p) => ({
    ...p,
    sku: `${p.sku}-ZF`,
    name: tr(`${p.name.de} (Zollfreilager)`, `${p.name.en} (bonded warehouse)`),
    description: tr(
      `${p.description.de} Die Münze lagert im Zollfreilager: ohne Einfuhrumsatzsteuer, für die Verwahrung im Edelmetalldepot.`,
      `${p.description.en} The coin is held in a bonded warehouse: no import VAT, kept for your precious-metal deposit.`,
    ),
    packaging: tr(
      'Verwahrung im Zollfreilager, keine Auslieferung',
      'held in a bonded warehouse, no delivery',
    ),
    dutyFree: true,
  }));

interface Tube {
  sku: string;
  of: string;
  count: number;
  container: TranslationMap;
}

/** Silver is mostly bought by the tube or the mint's monster box, sold as a unit. */
const tubes: Tube[] = [
  { sku: 'CSI-MPL-1OZ-T25', of: 'CSI-MPL-1OZ', count: 25, container: tr('Tube', 'tube') },
  { sku: 'CSI-PHI-1OZ-T20', of: 'CSI-PHI-1OZ', count: 20, container: tr('Tube', 'tube') },
  { sku: 'CSI-EAG-1OZ-T20', of: 'CSI-EAG-1OZ', count: 20, container: tr('Tube', 'tube') },
  {
    sku: 'CSI-MPL-1OZ-MB500',
    of: 'CSI-MPL-1OZ',
    count: 500,
    container: tr('Monsterbox', 'monster box'),
  },
];

export const silverCoinTubes: ProductSeed[] = tubes.map((t) => {
  const coin = bullionCoins.find((p) => p.sku === t.of);
  if (!coin?.fineWeight || coin.grossWeightG === null)
    throw new Error(`Tube of unknown coin ${t.of}`);
  return {
    ...coin,
    sku: t.sku,
    name: tr(
      `${coin.name.de} – ${t.container.de} mit ${t.count} Münzen`,
      `${coin.name.en} – ${t.container.en} of ${t.count} coins`,
    ),
    description: tr(
      `${t.count} Münzen ${coin.name.de} in der Original-${t.container.de} des Herstellers. ${coin.description.de}`,
      `${t.count} coins ${coin.name.en} in the mint’s original ${t.container.en}. ${coin.description.en}`,
    ),
    fineWeight: { value: coin.fineWeight.value * t.count, unit: coin.fineWeight.unit },
    grossWeightG: Math.round(coin.grossWeightG * t.count * 1000) / 1000,
    packaging: tr(
      `Original-${t.container.de} des Herstellers, versiegelt`,
      `sealed original ${t.container.en} of the mint`,
    ),
  };
});
