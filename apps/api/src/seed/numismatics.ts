import type { PreciousMetal, TranslationMap } from '@shop/api-client/contract';
import { formatFineness, formatNumber, g, metalNames, origin } from './format';
import { tr, type ProductSeed } from './types';

interface HistoricCoin {
  sku: string;
  name: TranslationMap;
  metal: PreciousMetal;
  fineness: string;
  fineGrams: number;
  grossWeightG: number;
  diameterMm: number;
  thicknessMm: number;
  country: string;
  manufacturer: string;
  years: string;
  restrike: boolean;
  about: TranslationMap;
}

const coin = (c: HistoricCoin) => c;

/** Circulation gold and trade coins; restrikes are official re-issues with the original date. */
const coins: HistoricCoin[] = [
  coin({
    sku: 'NGO-VRENELI-20FR',
    name: tr('20 Franken Vreneli', '20 Francs Vreneli'),
    metal: 'gold',
    fineness: '900',
    fineGrams: 5.806,
    grossWeightG: 6.45,
    diameterMm: 21,
    thicknessMm: 1.3,
    country: 'CH',
    manufacturer: 'Eidgenössische Münzstätte Bern',
    years: '1897–1949',
    restrike: false,
    about: tr(
      'Das Vreneli mit dem Frauenkopf der Helvetia ist die beliebteste Goldmünze der Schweiz.',
      'The Vreneli with Helvetia’s portrait is Switzerland’s best-loved gold coin.',
    ),
  }),
  coin({
    sku: 'NGO-VRENELI-10FR',
    name: tr('10 Franken Vreneli', '10 Francs Vreneli'),
    metal: 'gold',
    fineness: '900',
    fineGrams: 2.903,
    grossWeightG: 3.226,
    diameterMm: 19,
    thicknessMm: 0.9,
    country: 'CH',
    manufacturer: 'Eidgenössische Münzstätte Bern',
    years: '1911–1922',
    restrike: false,
    about: tr(
      'Das kleine Vreneli wurde nur in wenigen Jahrgängen geprägt und ist entsprechend gesucht.',
      'The small Vreneli was struck in only a few years and is much sought after.',
    ),
  }),
  coin({
    sku: 'NGO-KRONEN-100-1915',
    name: tr('100 Kronen 1915 (Nachprägung)', '100 Corona 1915 (restrike)'),
    metal: 'gold',
    fineness: '900',
    fineGrams: 30.487,
    grossWeightG: 33.875,
    diameterMm: 37,
    thicknessMm: 2,
    country: 'AT',
    manufacturer: 'Münze Österreich',
    years: '1915',
    restrike: true,
    about: tr(
      'Die amtliche Nachprägung zeigt Kaiser Franz Joseph I. und enthält fast eine Unze Feingold.',
      'The official restrike shows Emperor Franz Joseph I and holds almost one ounce of fine gold.',
    ),
  }),
  coin({
    sku: 'NGO-KRONEN-20-1915',
    name: tr('20 Kronen 1915 (Nachprägung)', '20 Corona 1915 (restrike)'),
    metal: 'gold',
    fineness: '900',
    fineGrams: 6.098,
    grossWeightG: 6.775,
    diameterMm: 21,
    thicknessMm: 1.2,
    country: 'AT',
    manufacturer: 'Münze Österreich',
    years: '1915',
    restrike: true,
    about: tr(
      'Eine der gängigsten österreichischen Goldmünzen, amtlich nachgeprägt mit Jahreszahl 1915.',
      'One of the most common Austrian gold coins, officially restruck with the date 1915.',
    ),
  }),
  coin({
    sku: 'NGO-KRONEN-10-1912',
    name: tr('10 Kronen 1912 (Nachprägung)', '10 Corona 1912 (restrike)'),
    metal: 'gold',
    fineness: '900',
    fineGrams: 3.049,
    grossWeightG: 3.387,
    diameterMm: 19,
    thicknessMm: 0.9,
    country: 'AT',
    manufacturer: 'Münze Österreich',
    years: '1912',
    restrike: true,
    about: tr(
      'Die kleinste Kronen-Goldmünze, amtliche Nachprägung mit Jahreszahl 1912.',
      'The smallest Corona gold coin, an official restrike dated 1912.',
    ),
  }),
  coin({
    sku: 'NGO-DUKAT-4-1915',
    name: tr('4 Dukaten 1915 (Nachprägung)', '4 Ducats 1915 (restrike)'),
    metal: 'gold',
    fineness: '986',
    fineGrams: 13.765,
    grossWeightG: 13.964,
    diameterMm: 39.5,
    thicknessMm: 0.7,
    country: 'AT',
    manufacturer: 'Münze Österreich',
    years: '1915',
    restrike: true,
    about: tr(
      'Die große, hauchdünne Handelsmünze zeigt Franz Joseph I. und den Doppeladler.',
      'The large, paper-thin trade coin shows Franz Joseph I and the double-headed eagle.',
    ),
  }),
  coin({
    sku: 'NGO-DUKAT-1-1915',
    name: tr('1 Dukat 1915 (Nachprägung)', '1 Ducat 1915 (restrike)'),
    metal: 'gold',
    fineness: '986',
    fineGrams: 3.441,
    grossWeightG: 3.491,
    diameterMm: 19.75,
    thicknessMm: 0.7,
    country: 'AT',
    manufacturer: 'Münze Österreich',
    years: '1915',
    restrike: true,
    about: tr(
      'Der einfache Dukat aus Feingold 986 ist ein klassisches Taufgeschenk.',
      'The single ducat in 986 gold is a classic christening present.',
    ),
  }),
  coin({
    sku: 'NGO-FLORIN-8-1892',
    name: tr('8 Florin / 20 Francs 1892 (Nachprägung)', '8 Florin / 20 Francs 1892 (restrike)'),
    metal: 'gold',
    fineness: '900',
    fineGrams: 5.806,
    grossWeightG: 6.452,
    diameterMm: 21,
    thicknessMm: 1.2,
    country: 'AT',
    manufacturer: 'Münze Österreich',
    years: '1892',
    restrike: true,
    about: tr(
      'Die Doppelwährungsmünze der Lateinischen Münzunion, amtlich nachgeprägt.',
      'The dual-currency coin of the Latin Monetary Union, officially restruck.',
    ),
  }),
  coin({
    sku: 'NGO-SOVEREIGN',
    name: tr('Sovereign', 'Sovereign'),
    metal: 'gold',
    fineness: '916.7',
    fineGrams: 7.322,
    grossWeightG: 7.988,
    diameterMm: 22.05,
    thicknessMm: 1.52,
    country: 'GB',
    manufacturer: 'The Royal Mint',
    years: '1957–2024',
    restrike: false,
    about: tr(
      'Der Sovereign mit dem heiligen Georg im Kampf mit dem Drachen ist seit 1817 Großbritanniens Goldmünze.',
      'The Sovereign with St George slaying the dragon has been Britain’s gold coin since 1817.',
    ),
  }),
  coin({
    sku: 'NGO-SOVEREIGN-HALF',
    name: tr('Halber Sovereign', 'Half Sovereign'),
    metal: 'gold',
    fineness: '916.7',
    fineGrams: 3.661,
    grossWeightG: 3.994,
    diameterMm: 19.3,
    thicknessMm: 1,
    country: 'GB',
    manufacturer: 'The Royal Mint',
    years: '1980–2024',
    restrike: false,
    about: tr(
      'Die halbe Ausgabe des Sovereign mit demselben Motiv von Benedetto Pistrucci.',
      'The half of the Sovereign with the same design by Benedetto Pistrucci.',
    ),
  }),
  coin({
    sku: 'NGO-MARK-20-WILHELM',
    name: tr('20 Mark Kaiser Wilhelm II. (Preußen)', '20 Mark Emperor Wilhelm II (Prussia)'),
    metal: 'gold',
    fineness: '900',
    fineGrams: 7.168,
    grossWeightG: 7.965,
    diameterMm: 22.5,
    thicknessMm: 1.2,
    country: 'DE',
    manufacturer: 'Königlich Preußische Münze Berlin',
    years: '1888–1913',
    restrike: false,
    about: tr(
      'Die Goldmünze des Deutschen Kaiserreichs mit dem Porträt Wilhelms II. und dem Reichsadler.',
      'The gold coin of the German Empire with the portrait of Wilhelm II and the imperial eagle.',
    ),
  }),
  coin({
    sku: 'NGO-GULDEN-10-WILHELMINA',
    name: tr('10 Gulden Wilhelmina', '10 Guilders Wilhelmina'),
    metal: 'gold',
    fineness: '900',
    fineGrams: 6.056,
    grossWeightG: 6.729,
    diameterMm: 22.5,
    thicknessMm: 1.3,
    country: 'NL',
    manufacturer: 'Rijksmunt Utrecht',
    years: '1911–1933',
    restrike: false,
    about: tr(
      'Die niederländische Goldmünze mit dem Bildnis von Königin Wilhelmina.',
      'The Dutch gold coin with the portrait of Queen Wilhelmina.',
    ),
  }),
  coin({
    sku: 'NGO-FRANCS-20-MARIANNE',
    name: tr('20 Francs Marianne (Hahn)', '20 Francs Marianne (Rooster)'),
    metal: 'gold',
    fineness: '900',
    fineGrams: 5.806,
    grossWeightG: 6.452,
    diameterMm: 21,
    thicknessMm: 1.2,
    country: 'FR',
    manufacturer: 'Monnaie de Paris',
    years: '1899–1914',
    restrike: false,
    about: tr(
      'Marianne und der gallische Hahn zieren die bekannteste Goldmünze Frankreichs.',
      'Marianne and the Gallic rooster adorn France’s best-known gold coin.',
    ),
  }),
  coin({
    sku: 'NGO-PESOS-50',
    name: tr('50 Pesos Mexiko', '50 Pesos Mexico'),
    metal: 'gold',
    fineness: '900',
    fineGrams: 37.5,
    grossWeightG: 41.666,
    diameterMm: 37,
    thicknessMm: 2.9,
    country: 'MX',
    manufacturer: 'Casa de Moneda de México',
    years: '1921–1947',
    restrike: true,
    about: tr(
      'Der Centenario erinnert an 100 Jahre Unabhängigkeit Mexikos und enthält 37,5 g Feingold.',
      'The Centenario marks 100 years of Mexican independence and holds 37.5 g of fine gold.',
    ),
  }),
  coin({
    sku: 'NSI-MTT-1780',
    name: tr('Maria-Theresien-Taler 1780 (Nachprägung)', 'Maria Theresa Thaler 1780 (restrike)'),
    metal: 'silver',
    fineness: '833',
    fineGrams: 23.389,
    grossWeightG: 28.067,
    diameterMm: 39.5,
    thicknessMm: 2.5,
    country: 'AT',
    manufacturer: 'Münze Österreich',
    years: '1780',
    restrike: true,
    about: tr(
      'Der berühmteste Taler der Welt war bis ins 20. Jahrhundert Zahlungsmittel in Afrika und Arabien.',
      'The world’s most famous thaler was legal tender in Africa and Arabia well into the 20th century.',
    ),
  }),
  coin({
    sku: 'NSI-MARK-5-WILHELM',
    name: tr('5 Mark Kaiser Wilhelm II. (Preußen)', '5 Mark Emperor Wilhelm II (Prussia)'),
    metal: 'silver',
    fineness: '900',
    fineGrams: 25,
    grossWeightG: 27.778,
    diameterMm: 38,
    thicknessMm: 2.6,
    country: 'DE',
    manufacturer: 'Königlich Preußische Münze Berlin',
    years: '1888–1913',
    restrike: false,
    about: tr(
      'Die große Silbermünze des Kaiserreichs mit Wilhelm II. in Uniform.',
      'The large silver coin of the German Empire with Wilhelm II in uniform.',
    ),
  }),
];

const restrikeGrade = tr('Stempelglanz (amtliche Nachprägung)', 'uncirculated (official restrike)');
const circulatedGrade = tr('sehr schön bis vorzüglich', 'very fine to extremely fine');

export const numismaticCoins: ProductSeed[] = coins.map((c) => ({
  sku: c.sku,
  name: c.name,
  description: tr(
    `${c.name.de}: ${c.about.de} Geprägt in ${origin(c.country).de}, ${metalNames[c.metal].de} ${formatFineness(c.fineness, 'de')}, ` +
      `Feingewicht ${formatNumber(c.fineGrams, 'de')} g, Raugewicht ${formatNumber(c.grossWeightG, 'de')} g. ` +
      (c.restrike
        ? 'Die Nachprägung wird zum Materialwert gehandelt.'
        : 'Jahrgänge nach Verfügbarkeit, Erhaltung wie angegeben.'),
    `${c.name.en}: ${c.about.en} Struck in ${origin(c.country).en}, ${metalNames[c.metal].en.toLowerCase()} ${c.fineness}, ` +
      `fine weight ${formatNumber(c.fineGrams, 'en')} g, gross weight ${formatNumber(c.grossWeightG, 'en')} g. ` +
      (c.restrike
        ? 'The restrike trades close to its metal value.'
        : 'Years according to availability, condition as stated.'),
  ),
  form: 'coin',
  categories: ['numismatics'],
  manufacturer: c.manufacturer,
  preciousMetal: c.metal,
  series: null,
  yearsOfIssue: c.years,
  // Each circulated as money or is the mint's official restrike of such a coin; historic pieces
  // come from collectors, restrikes new from the mint this year.
  legalTender: true,
  ...(c.restrike ? { struckIn: 2025 } : { secondHand: true }),
  fineWeight: g(c.fineGrams),
  fineness: c.fineness,
  countryOfOrigin: c.country,
  thicknessMm: c.thicknessMm,
  diameterMm: c.diameterMm,
  grossWeightG: c.grossWeightG,
  grade: c.restrike ? restrikeGrade : circulatedGrade,
  edition: c.restrike
    ? tr('amtliche Nachprägung', 'official restrike')
    : tr('historische Umlaufmünze', 'historic circulation coin'),
  certificate: null,
  packaging: tr('Münzkapsel', 'coin capsule'),
}));
