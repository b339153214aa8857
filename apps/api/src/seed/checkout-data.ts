import {
  cartLimitCentAmount,
  type BranchPaymentMethod,
  type BranchReview,
  type OpeningHours,
  type PriceType,
  type ShippingMethodKey,
} from '@shop/api-client/contract';
import type { Currency, StoreKey } from '@shop/i18n';

/*
 * The checkout's reference data, versioned with the code: a change here reaches the database on
 * the next start (seedCheckoutData upserts it). It is the one source of shipping prices for the
 * checkout and the catalog's shipping table (GET /orders/shipping-methods).
 *
 * What each key means here (spec 4 keys, spec 9 names):
 * - shipping: standard shipping; on a sell cart the customer sends the goods in
 * - shippingBuy: own-risk shipping of a purchase (uninsured, cheapest)
 * - insured-shipping: insured shipping, chargeable
 * - pickup: pick-up in a chosen branch
 * - leave-in-store: bought goods stay in the branch's custody; sold goods are dropped off there
 * - send-to-store: a purchase is shipped to a chosen branch and collected there
 * - deposit: into the customer's online deposit (no physical delivery)
 * - scrapMetalBox: the prepaid scrap metal box (sell carts of scrap only, value limited)
 * A method is offered in a store exactly when it has a price there; the US store has no branch,
 * so no branch-bound method.
 */

export interface ShippingMethodData {
  key: ShippingMethodKey;
  transactionTypes: PriceType[];
  /** Per store: gross price and free-from value, minor units of the store's currency. */
  prices: Partial<Record<StoreKey, { centAmount: number; freeFrom: number | null }>>;
}

const free = { centAmount: 0, freeFrom: null };
const europe = (
  eur: { centAmount: number; freeFrom: number | null },
  chf: { centAmount: number; freeFrom: number | null },
) => ({ at: eur, de: eur, ch: chf, li: chf });

export const shippingMethodData: ShippingMethodData[] = [
  {
    key: 'shipping',
    transactionTypes: ['buy', 'sell'],
    prices: {
      at: { centAmount: 990, freeFrom: 100_000 },
      de: { centAmount: 1290, freeFrom: 150_000 },
      ch: { centAmount: 1200, freeFrom: 150_000 },
      li: { centAmount: 1500, freeFrom: 150_000 },
      us: { centAmount: 1495, freeFrom: 150_000 },
    },
  },
  {
    key: 'shippingBuy',
    transactionTypes: ['buy'],
    prices: {
      at: { centAmount: 690, freeFrom: null },
      de: { centAmount: 890, freeFrom: null },
      ch: { centAmount: 900, freeFrom: null },
      li: { centAmount: 1100, freeFrom: null },
      us: { centAmount: 995, freeFrom: null },
    },
  },
  {
    key: 'insured-shipping',
    transactionTypes: ['buy', 'sell'],
    // Free from the same value as standard shipping: from there the shop insures at its cost.
    prices: {
      at: { centAmount: 1990, freeFrom: 100_000 },
      de: { centAmount: 2490, freeFrom: 150_000 },
      ch: { centAmount: 2500, freeFrom: 150_000 },
      li: { centAmount: 2800, freeFrom: 150_000 },
      us: { centAmount: 2995, freeFrom: 150_000 },
    },
  },
  { key: 'pickup', transactionTypes: ['buy'], prices: europe(free, free) },
  { key: 'leave-in-store', transactionTypes: ['buy', 'sell'], prices: europe(free, free) },
  {
    key: 'send-to-store',
    transactionTypes: ['buy'],
    prices: europe({ centAmount: 490, freeFrom: 100_000 }, { centAmount: 500, freeFrom: 100_000 }),
  },
  {
    key: 'deposit',
    transactionTypes: ['buy', 'sell'],
    prices: europe(free, free),
  },
  {
    key: 'scrapMetalBox',
    transactionTypes: ['sell'],
    prices: { ...europe(free, free), us: free },
  },
];

export interface StoreRulesData {
  currency: Currency;
  /**
   * Cash above this (gross) needs identification at pick-up. AT 10,000 EUR and DE 2,000 EUR as
   * the brief states; CH and LI CHF 15,000 (the Swiss and Liechtenstein due-diligence threshold
   * for cash dealings); US USD 10,000 (cash reporting, IRS Form 8300).
   */
  amlCashThreshold: number;
  /**
   * Hours in which a customer's cash orders add up against the threshold (linked transactions
   * split to stay below it). A day: splitting at the counter happens over a visit or two on one
   * day, and a longer window would ask for identification for unrelated purchases weeks apart.
   */
  amlLinkedWindowHours: number;
  /**
   * The most a customer's buy orders may come to within 24 hours: spec 9's cart limit (500,000 in
   * the store's currency), so splitting a cart into several orders does not lift it.
   */
  orderLimit24h: number;
  /**
   * Spec 9: the scrap metal box carries at most 5,000 EUR. Non-EUR stores hold a fixed amount in
   * their own currency, rounded down so the box stays below 5,000 EUR at usual exchange rates
   * (CHF 4,700, USD 5,000); fixed rather than converted live so a cart's rule does not move with
   * the exchange rate between review and order.
   */
  scrapBoxLimit: number;
}

const orderLimits = { amlLinkedWindowHours: 24, orderLimit24h: cartLimitCentAmount };

export const storeRulesData: Record<StoreKey, StoreRulesData> = {
  at: { currency: 'EUR', amlCashThreshold: 1_000_000, scrapBoxLimit: 500_000, ...orderLimits },
  de: { currency: 'EUR', amlCashThreshold: 200_000, scrapBoxLimit: 500_000, ...orderLimits },
  ch: { currency: 'CHF', amlCashThreshold: 1_500_000, scrapBoxLimit: 470_000, ...orderLimits },
  li: { currency: 'CHF', amlCashThreshold: 1_500_000, scrapBoxLimit: 470_000, ...orderLimits },
  us: { currency: 'USD', amlCashThreshold: 1_000_000, scrapBoxLimit: 500_000, ...orderLimits },
};

export interface BranchData {
  slug: string;
  store: StoreKey;
  name: { de: string; en: string };
  city: string;
  streetAddress: string;
  zipCode: string;
  country: string;
  lat: number;
  long: number;
  timeZone: string;
  phone: string | null;
  openingHours: OpeningHours[];
  about: { de: string; en: string };
  paymentMethods: BranchPaymentMethod[];
  reviews: BranchReview[];
}

const weekdays = (hourFrom: string, hourTo: string): OpeningHours => ({
  dayFrom: 1,
  dayTo: 5,
  hourFrom,
  hourTo,
});
const saturday = (hourFrom: string, hourTo: string): OpeningHours => ({
  dayFrom: 6,
  dayTo: 6,
  hourFrom,
  hourTo,
});

export const branchData: BranchData[] = [
  {
    slug: 'wien-innere-stadt',
    store: 'at',
    name: { de: 'Filiale Wien Innere Stadt', en: 'Vienna city centre branch' },
    city: 'Wien',
    streetAddress: 'Kärntner Straße 21',
    zipCode: '1010',
    country: 'AT',
    lat: 48.2057,
    long: 16.3708,
    timeZone: 'Europe/Vienna',
    phone: '+43 1 5120000',
    openingHours: [weekdays('09:00', '18:00'), saturday('10:00', '14:00')],
    about: {
      de: 'Unsere Filiale in der Kärntner Straße liegt wenige Schritte vom Stephansplatz. Sie kaufen hier Anlagemünzen und Barren zum tagesaktuellen Kurs, verkaufen Altgold und Zahngold gegen Sofortauszahlung und holen online bestellte Ware ab. Für größere Beträge vereinbaren Sie bitte einen Termin in unserem diskreten Beratungsraum.',
      en: "Our branch in Kärntner Straße is a few steps from Stephansplatz. Buy bullion coins and bars at the day's price, sell scrap and dental gold for immediate payout and collect goods ordered online. For larger amounts please book an appointment in our private consultation room.",
    },
    paymentMethods: ['cash', 'debitCard', 'bankTransfer'],
    reviews: [
      {
        author: 'Martina K.',
        rating: 5,
        text: 'Sehr kompetente Beratung zu Goldbarren, Abwicklung in zehn Minuten erledigt.',
        language: 'de',
        date: '2026-10-14',
      },
      {
        author: 'James P.',
        rating: 5,
        text: 'Bought Philharmonics while visiting Vienna, friendly staff and fair prices.',
        language: 'en',
        date: '2026-09-02',
      },
      {
        author: 'Herbert W.',
        rating: 4,
        text: 'Altgold fair bewertet, an Samstagen etwas Wartezeit.',
        language: 'de',
        date: '2026-08-21',
      },
    ],
  },
  {
    slug: 'salzburg',
    store: 'at',
    name: { de: 'Filiale Salzburg', en: 'Salzburg branch' },
    city: 'Salzburg',
    streetAddress: 'Rainerstraße 8',
    zipCode: '5020',
    country: 'AT',
    lat: 47.8069,
    long: 13.0427,
    timeZone: 'Europe/Vienna',
    phone: '+43 662 870000',
    openingHours: [weekdays('09:00', '17:30')],
    about: {
      de: 'Die Filiale Salzburg befindet sich in der Rainerstraße zwischen Hauptbahnhof und Mirabellgarten. Wir beraten zu Gold, Silber, Platin und Palladium, prüfen Altgold vor Ihren Augen und zahlen den Ankaufspreis sofort aus.',
      en: 'The Salzburg branch is in Rainerstraße between the main station and the Mirabell Gardens. We advise on gold, silver, platinum and palladium, test scrap gold in front of you and pay out the buy-back price at once.',
    },
    paymentMethods: ['cash', 'debitCard', 'bankTransfer'],
    reviews: [
      {
        author: 'Sabine R.',
        rating: 5,
        text: 'Ruhige Atmosphäre und ehrliche Beratung, komme gerne wieder.',
        language: 'de',
        date: '2026-10-30',
      },
      {
        author: 'Thomas G.',
        rating: 4,
        text: 'Gute Auswahl an Silbermünzen, Parkplätze in der Nähe sind knapp.',
        language: 'de',
        date: '2026-07-11',
      },
    ],
  },
  {
    slug: 'graz',
    store: 'at',
    name: { de: 'Filiale Graz', en: 'Graz branch' },
    city: 'Graz',
    streetAddress: 'Herrengasse 14',
    zipCode: '8010',
    country: 'AT',
    lat: 47.0702,
    long: 15.4393,
    timeZone: 'Europe/Vienna',
    phone: '+43 316 830000',
    openingHours: [weekdays('09:00', '17:00')],
    about: {
      de: 'In der Herrengasse, mitten in der Grazer Altstadt, finden Sie unser Team für Kauf und Verkauf von Edelmetallen. Abholung online bestellter Ware ist nach Bestätigung per E-Mail möglich.',
      en: "In Herrengasse, in the heart of Graz's old town, our team buys and sells precious metals. Goods ordered online can be collected once you have our confirmation e-mail.",
    },
    paymentMethods: ['cash', 'debitCard', 'bankTransfer'],
    reviews: [
      {
        author: 'Andreas L.',
        rating: 5,
        text: 'Schnelle Abholung meiner Bestellung, alles bestens verpackt.',
        language: 'de',
        date: '2026-11-03',
      },
      {
        author: 'Elena M.',
        rating: 5,
        text: "Very patient with my questions about selling my grandmother's jewellery.",
        language: 'en',
        date: '2026-06-25',
      },
    ],
  },
  {
    slug: 'muenchen',
    store: 'de',
    name: { de: 'Filiale München', en: 'Munich branch' },
    city: 'München',
    streetAddress: 'Maximilianstraße 12',
    zipCode: '80539',
    country: 'DE',
    lat: 48.1392,
    long: 11.5802,
    timeZone: 'Europe/Berlin',
    phone: '+49 89 2900000',
    openingHours: [weekdays('09:30', '18:00'), saturday('10:00', '15:00')],
    about: {
      de: 'Unsere Münchner Filiale in der Maximilianstraße ist Ihr Ansprechpartner für Anlagegold, Silberbarren und Numismatik in Bayern. Tafelgeschäfte bis zur gesetzlichen Grenze wickeln wir bar ab, darüber per Überweisung.',
      en: 'Our Munich branch in Maximilianstraße is your partner for investment gold, silver bars and numismatics in Bavaria. Over-the-counter purchases are settled in cash up to the legal threshold, above it by bank transfer.',
    },
    paymentMethods: ['cash', 'debitCard', 'bankTransfer'],
    reviews: [
      {
        author: 'Stefan H.',
        rating: 5,
        text: 'Krügerrand zum fairen Kurs, freundlich und professionell.',
        language: 'de',
        date: '2026-10-08',
      },
      {
        author: 'Claudia B.',
        rating: 4,
        text: 'Gute Beratung, am Samstag ist es voll.',
        language: 'de',
        date: '2026-09-19',
      },
      {
        author: 'Mark T.',
        rating: 5,
        text: 'Clear explanation of VAT rules for silver, recommended.',
        language: 'en',
        date: '2026-05-30',
      },
    ],
  },
  {
    slug: 'frankfurt',
    store: 'de',
    name: { de: 'Filiale Frankfurt am Main', en: 'Frankfurt am Main branch' },
    city: 'Frankfurt am Main',
    streetAddress: 'Goethestraße 5',
    zipCode: '60313',
    country: 'DE',
    lat: 50.1153,
    long: 8.6746,
    timeZone: 'Europe/Berlin',
    phone: '+49 69 9200000',
    openingHours: [weekdays('09:00', '18:00')],
    about: {
      de: 'Nahe der Alten Oper in der Goethestraße kaufen und verkaufen Sie bei uns Edelmetalle zu Live-Preisen. Unsere Mitarbeiter prüfen Altgold und Zahngold mit Röntgenfluoreszenz.',
      en: 'Near the Alte Oper in Goethestraße you buy and sell precious metals at live prices. Our staff test scrap and dental gold with X-ray fluorescence.',
    },
    paymentMethods: ['cash', 'debitCard', 'bankTransfer'],
    reviews: [
      {
        author: 'Julia S.',
        rating: 5,
        text: 'Zahngold transparent geprüft und sofort ausgezahlt.',
        language: 'de',
        date: '2026-10-21',
      },
      {
        author: 'Oliver N.',
        rating: 4,
        text: 'Kompetent, aber Termin vorher vereinbaren lohnt sich.',
        language: 'de',
        date: '2026-08-02',
      },
    ],
  },
  {
    slug: 'zuerich',
    store: 'ch',
    name: { de: 'Filiale Zürich', en: 'Zurich branch' },
    city: 'Zürich',
    streetAddress: 'Bahnhofstrasse 45',
    zipCode: '8001',
    country: 'CH',
    lat: 47.3707,
    long: 8.5393,
    timeZone: 'Europe/Zurich',
    phone: '+41 44 2100000',
    openingHours: [weekdays('09:00', '18:00'), saturday('09:00', '13:00')],
    about: {
      de: 'An der Bahnhofstrasse beraten wir Sie in Franken zu Vreneli, Goldbarren der Schweizer Scheideanstalten und Silber. Die Filiale ist ab dem Hauptbahnhof in fünf Gehminuten erreichbar.',
      en: 'On Bahnhofstrasse we advise you in Swiss francs on Vreneli, gold bars from Swiss refiners and silver. The branch is a five-minute walk from the main station.',
    },
    paymentMethods: ['cash', 'debitCard', 'bankTransfer'],
    reviews: [
      {
        author: 'Reto F.',
        rating: 5,
        text: 'Vreneli in Topzustand und zum besten Preis in Zürich.',
        language: 'de',
        date: '2026-11-10',
      },
      {
        author: 'Anna C.',
        rating: 5,
        text: 'Professional and discreet, exactly what I expect from a bullion dealer.',
        language: 'en',
        date: '2026-09-27',
      },
    ],
  },
  {
    slug: 'vaduz',
    store: 'li',
    name: { de: 'Filiale Vaduz', en: 'Vaduz branch' },
    city: 'Vaduz',
    streetAddress: 'Städtle 17',
    zipCode: '9490',
    country: 'LI',
    lat: 47.1398,
    long: 9.5215,
    timeZone: 'Europe/Vaduz',
    phone: '+423 2300000',
    openingHours: [weekdays('09:00', '12:00'), weekdays('13:30', '17:30')],
    about: {
      de: 'Unsere Filiale im Städtle von Vaduz betreut Kundinnen und Kunden aus Liechtenstein und der Ostschweiz. Über Mittag ist die Filiale geschlossen.',
      en: "Our branch in Vaduz's Städtle serves customers from Liechtenstein and eastern Switzerland. The branch closes over lunch.",
    },
    paymentMethods: ['cash', 'bankTransfer'],
    reviews: [
      {
        author: 'Markus B.',
        rating: 5,
        text: 'Kleine, feine Filiale mit sehr persönlicher Beratung.',
        language: 'de',
        date: '2026-10-05',
      },
    ],
  },
];

/**
 * Demo coupons, named by staff (a real code is random or named so). Each has limits overall and
 * per customer, and leaves investment bullion out unless it says otherwise (issue 22); the README
 * lists them.
 */
export interface DiscountCodeData {
  code: string;
  percentBps?: number;
  amount?: { centAmount: number; currency: Currency };
  validFrom: string;
  validUntil: string | null;
  maxRedemptions: number;
  maxRedemptionsPerCustomer: number;
  includesInvestmentBullion: boolean;
}

export const discountCodeData: DiscountCodeData[] = [
  {
    code: 'WILLKOMMEN5',
    percentBps: 500,
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: null,
    maxRedemptions: 1000,
    maxRedemptionsPerCustomer: 1,
    includesInvestmentBullion: false,
  },
  {
    code: 'GOLD20',
    amount: { centAmount: 2000, currency: 'EUR' },
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: null,
    maxRedemptions: 500,
    maxRedemptionsPerCustomer: 1,
    includesInvestmentBullion: false,
  },
  {
    code: 'SCHWEIZ20',
    amount: { centAmount: 2000, currency: 'CHF' },
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: null,
    maxRedemptions: 500,
    maxRedemptionsPerCustomer: 1,
    includesInvestmentBullion: false,
  },
  {
    code: 'TREUE1',
    percentBps: 100,
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: null,
    maxRedemptions: 200,
    maxRedemptionsPerCustomer: 3,
    includesInvestmentBullion: true,
  },
  {
    code: 'HERBST2025',
    percentBps: 1000,
    validFrom: '2025-09-01T00:00:00Z',
    validUntil: '2025-11-30T23:00:00Z',
    maxRedemptions: 100,
    maxRedemptionsPerCustomer: 1,
    includesInvestmentBullion: false,
  },
];
