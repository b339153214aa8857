import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  branches,
  discountCodes,
  shippingMethodPrices,
  shippingMethods,
  storeRules,
} from '../tables';
import { branchData, discountCodeData, shippingMethodData, storeRulesData } from './checkout-data';
import { storeKeys, stores } from '@shop/i18n';

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Brings the checkout's reference data in line with checkout-data.ts in one transaction (upserts
 * by key; rows dropped from the file stay, since carts may still point at them).
 */
export async function seedCheckoutData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const methods = await tx
      .insert(shippingMethods)
      .values(
        shippingMethodData.map((m, position) => ({
          key: m.key,
          transactionTypes: m.transactionTypes,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: shippingMethods.key,
        set: {
          transactionTypes: excluded('transaction_types'),
          position: excluded('position'),
        },
      })
      .returning({ id: shippingMethods.id, key: shippingMethods.key });
    const idOf = new Map(methods.map((m) => [m.key, m.id]));
    await tx.delete(shippingMethodPrices);
    await tx.insert(shippingMethodPrices).values(
      shippingMethodData.flatMap((m) =>
        storeKeys.flatMap((store) => {
          const price = m.prices[store];
          return price
            ? [
                {
                  methodId: idOf.get(m.key)!,
                  storeKey: store,
                  currency: stores[store].currency,
                  centAmount: price.centAmount,
                  freeFromCentAmount: price.freeFrom,
                },
              ]
            : [];
        }),
      ),
    );
    await tx
      .insert(storeRules)
      .values(
        storeKeys.map((store) => {
          const rules = storeRulesData[store];
          return {
            storeKey: store,
            currency: rules.currency,
            amlCashThresholdCentAmount: rules.amlCashThreshold,
            amlLinkedWindowHours: rules.amlLinkedWindowHours,
            orderLimit24hCentAmount: rules.orderLimit24h,
            scrapBoxLimitCentAmount: rules.scrapBoxLimit,
          };
        }),
      )
      // Staff change these in the back-office (issue 26): the seed fills a missing store only.
      .onConflictDoNothing({ target: storeRules.storeKey });
    await tx
      .insert(branches)
      .values(
        branchData.map((b, position) => ({
          slug: b.slug,
          storeKey: b.store,
          nameDe: b.name.de,
          nameEn: b.name.en,
          city: b.city,
          streetAddress: b.streetAddress,
          zipCode: b.zipCode,
          country: b.country,
          coordinatesLat: b.lat,
          coordinatesLong: b.long,
          timeZone: b.timeZone,
          phone: b.phone,
          openingHours: b.openingHours,
          aboutDe: b.about.de,
          aboutEn: b.about.en,
          paymentMethods: b.paymentMethods,
          reviews: b.reviews,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: branches.slug,
        set: Object.fromEntries(
          [
            ['storeKey', 'store_key'],
            ['nameDe', 'name_de'],
            ['nameEn', 'name_en'],
            ['city', 'city'],
            ['streetAddress', 'street_address'],
            ['zipCode', 'zip_code'],
            ['country', 'country'],
            ['coordinatesLat', 'coordinates_lat'],
            ['coordinatesLong', 'coordinates_long'],
            ['timeZone', 'time_zone'],
            ['phone', 'phone'],
            ['openingHours', 'opening_hours'],
            ['aboutDe', 'about_de'],
            ['aboutEn', 'about_en'],
            ['paymentMethods', 'payment_methods'],
            ['reviews', 'reviews'],
            ['position', 'position'],
          ].map(([field, column]) => [field, excluded(column!)]),
        ),
      });
    await tx
      .insert(discountCodes)
      .values(
        discountCodeData.map((d) => ({
          code: d.code,
          percentBps: d.percentBps ?? null,
          centAmount: d.amount?.centAmount ?? null,
          currency: d.amount?.currency ?? null,
          validFrom: new Date(d.validFrom),
          validUntil: d.validUntil ? new Date(d.validUntil) : null,
          maxRedemptions: d.maxRedemptions,
          maxRedemptionsPerCustomer: d.maxRedemptionsPerCustomer,
          includesInvestmentBullion: d.includesInvestmentBullion,
        })),
      )
      // Staff edit and deactivate coupons in the back-office (issue 26): the seed adds a
      // missing code only, and never undoes their changes on the next start.
      .onConflictDoNothing({ target: discountCodes.code });
  });
}
