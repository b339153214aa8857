import type { Carrier } from '@shop/api-client/contract';

/**
 * Each carrier's public tracking page, `{n}` standing for the tracking number (URL-encoded). The
 * pages as the carriers publish them for their customers (checked 2026-11).
 */
const trackingPages: Readonly<Record<Carrier, string>> = {
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?tracking-id={n}',
  dpd: 'https://tracking.dpd.de/status/en_US/parcel/{n}',
  ups: 'https://www.ups.com/track?tracknum={n}',
  postAt: 'https://www.post.at/s/sendungssuche?snr={n}',
  swissPost: 'https://service.post.ch/ekp-web/ui/entry/shipping/1/?formattedParcelCodes={n}',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={n}',
};

/** The page where the customer follows the parcel. */
export const trackingUrl = (carrier: Carrier, trackingNumber: string): string =>
  trackingPages[carrier].replace('{n}', encodeURIComponent(trackingNumber.replace(/\s+/g, '')));
