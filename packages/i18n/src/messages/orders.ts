import type { TranslationOf } from './table-types';

/**
 * What happens to an order after it is placed (issue 25), as both the customer's order page and
 * the back-office's read it: the timeline's events and the carriers a parcel goes with.
 */
export const ordersEn = {
  'order.event.placed': 'Order placed',
  'order.event.paymentReceived': 'Payment received',
  'order.event.shipped': 'Shipped',
  'order.event.readyForPickup': 'Ready for pick-up',
  'order.event.handedOver': 'Handed over',
  'order.event.cancelled': 'Cancelled',
  'order.event.goodsReceived': 'Goods received',
  'order.event.assayed': 'Goods assayed',
  'order.event.offerAccepted': 'Final offer accepted',
  'order.event.offerDeclined': 'Final offer declined',
  'order.event.payoutSent': 'Payout sent',
  'order.event.reminded': 'Payment reminder sent',
  'order.carrier.dhl': 'DHL',
  'order.carrier.dpd': 'DPD',
  'order.carrier.ups': 'UPS',
  'order.carrier.postAt': 'Austrian Post',
  'order.carrier.swissPost': 'Swiss Post',
  'order.carrier.usps': 'USPS',
  'order.carrier.fedex': 'FedEx',
  'order.document.invoice': 'Invoice {number}',
  'order.document.invoiceCancellation': 'Cancellation of invoice {number}',
  'order.document.creditNote': 'Credit note {number}',
  'order.document.creditNoteCancellation': 'Cancellation of credit note {number}',
};

export const ordersDe: TranslationOf<typeof ordersEn> = {
  'order.event.placed': 'Bestellung aufgegeben',
  'order.event.paymentReceived': 'Zahlung eingegangen',
  'order.event.shipped': 'Versandt',
  'order.event.readyForPickup': 'Zur Abholung bereit',
  'order.event.handedOver': 'Übergeben',
  'order.event.cancelled': 'Storniert',
  'order.event.goodsReceived': 'Ware eingegangen',
  'order.event.assayed': 'Ware geprüft',
  'order.event.offerAccepted': 'Endgültiges Angebot angenommen',
  'order.event.offerDeclined': 'Endgültiges Angebot abgelehnt',
  'order.event.payoutSent': 'Auszahlung veranlasst',
  'order.event.reminded': 'Zahlungserinnerung versandt',
  'order.carrier.dhl': 'DHL',
  'order.carrier.dpd': 'DPD',
  'order.carrier.ups': 'UPS',
  'order.carrier.postAt': 'Österreichische Post',
  'order.carrier.swissPost': 'Schweizerische Post',
  'order.carrier.usps': 'USPS',
  'order.carrier.fedex': 'FedEx',
  'order.document.invoice': 'Rechnung {number}',
  'order.document.invoiceCancellation': 'Storno der Rechnung {number}',
  'order.document.creditNote': 'Gutschrift {number}',
  'order.document.creditNoteCancellation': 'Storno der Gutschrift {number}',
};
