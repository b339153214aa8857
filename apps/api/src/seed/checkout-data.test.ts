import * as v from 'valibot';
import { OpeningHoursSchema, shippingMethodKeys } from '@shop/api-client/contract';
import { storeKeys, stores } from '@shop/i18n';
import { branchData, discountCodeData, shippingMethodData, storeRulesData } from './checkout-data';

describe('checkout reference data', () => {
  it('has each of the eight shipping modes once, each offered somewhere', () => {
    expect(shippingMethodData.map((m) => m.key).sort()).toEqual([...shippingMethodKeys].sort());
    for (const method of shippingMethodData) {
      expect([method.key, Object.keys(method.prices).length > 0]).toEqual([method.key, true]);
      expect(method.transactionTypes.length).toBeGreaterThan(0);
    }
  });

  it('offers branch-bound methods only in stores with a branch, and both defaults everywhere needed', () => {
    const withBranch = new Set(branchData.map((b) => b.store));
    for (const key of ['pickup', 'send-to-store', 'leave-in-store'] as const) {
      const method = shippingMethodData.find((m) => m.key === key)!;
      for (const store of Object.keys(method.prices))
        expect([key, store, withBranch.has(store as never)]).toEqual([key, store, true]);
    }
    const offered = (key: string, store: string) =>
      Object.keys(shippingMethodData.find((m) => m.key === key)!.prices).includes(store);
    for (const store of storeKeys) {
      expect([store, offered('shipping', store)]).toEqual([store, true]);
      if (store !== 'us') expect([store, offered('leave-in-store', store)]).toEqual([store, true]);
    }
  });

  it('has rules for every store in its currency, with the brief’s AML thresholds', () => {
    for (const store of storeKeys)
      expect([store, storeRulesData[store].currency]).toEqual([store, stores[store].currency]);
    expect(storeRulesData.de.amlCashThreshold).toBe(200_000);
    expect(storeRulesData.at.amlCashThreshold).toBe(1_000_000);
    expect(storeRulesData.at.scrapBoxLimit).toBe(500_000);
  });

  it('places branches in AT, DE, CH and LI with valid coordinates and opening hours', () => {
    expect([...new Set(branchData.map((b) => b.country))].sort()).toEqual(['AT', 'CH', 'DE', 'LI']);
    expect(new Set(branchData.map((b) => b.slug)).size).toBe(branchData.length);
    for (const branch of branchData) {
      expect(stores[branch.store].country).toBe(branch.country);
      expect(Math.abs(branch.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(branch.long)).toBeLessThanOrEqual(180);
      for (const hours of branch.openingHours) {
        v.parse(OpeningHoursSchema, hours);
        expect(hours.dayFrom).toBeLessThanOrEqual(hours.dayTo);
        expect(hours.hourFrom < hours.hourTo).toBe(true);
      }
    }
  });

  it('keeps coupon codes upper case and each either a percentage or an amount', () => {
    for (const code of discountCodeData) {
      expect(code.code).toBe(code.code.toUpperCase());
      expect([code.code, (code.percentBps === undefined) !== (code.amount === undefined)]).toEqual([
        code.code,
        true,
      ]);
    }
  });

  it('gives every coupon limits, and the spread cap only to a small percentage on bullion', () => {
    for (const code of discountCodeData) {
      expect(code.maxRedemptionsPerCustomer).toBeGreaterThan(0);
      expect(code.maxRedemptions).toBeGreaterThanOrEqual(code.maxRedemptionsPerCustomer);
      if (code.includesInvestmentBullion) expect(code.percentBps).toBeLessThanOrEqual(100);
    }
  });
});
