import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Branch } from '@shop/api-client';
import { usePublicSettings } from '@shop/api-client/react';
import { useConsentPoll, useOpenConsentSettings } from '@shop/app-state';
import { Button, Skeleton } from '@shop/ui';
import { DirectionsLink, StoreAddress } from './StoreInfo';

/**
 * The branch on a Mapbox map. Spec 2: the map needs marketing consent; it is loaded from Mapbox
 * (a third party), so both the Functional (C0003) and the Targeting (C0004) group must be allowed.
 * Until then the notice points to the cookie settings, with or without a configured token, so
 * the page says the same to every visitor; once allowed, a shop without a token shows the
 * address with a directions link in the map's place, never an empty promise.
 */
export function StoreMap({ branch, label }: { branch: Branch; label: string }) {
  const intl = useIntl();
  const settings = usePublicSettings();
  const functional = useConsentPoll('C0003');
  const targeting = useConsentPoll('C0004');
  const openSettings = useOpenConsentSettings();
  if (functional === 'waiting' || targeting === 'waiting')
    return <Skeleton variant="block" className="content-store-map" />;
  if (functional !== 'allowed' || targeting !== 'allowed')
    return (
      <div className="content-store-map content-store-map--notice">
        <p>{intl.formatMessage({ id: 'content.store.mapConsent' })}</p>
        <Button variant="outline" onClick={openSettings}>
          {intl.formatMessage({ id: 'content.store.mapConsentAction' })}
        </Button>
      </div>
    );
  if (settings.isPending) return <Skeleton variant="block" className="content-store-map" />;
  const token = settings.data?.mapToken;
  if (!token)
    return (
      <div className="content-store-map content-store-map--notice">
        <StoreAddress branch={branch} />
        <DirectionsLink branch={branch} />
      </div>
    );
  return (
    <MapboxMap
      token={token}
      lat={branch.coordinates_lat}
      long={branch.coordinates_long}
      label={label}
    />
  );
}

/** mapbox-gl (about 500 KB gzip) is fetched only here, after consent. */
function MapboxMap({
  token,
  lat,
  long,
  label,
}: {
  token: string;
  lat: number;
  long: number;
  label: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    let remove: (() => void) | undefined;
    void import('../mapbox').then(({ default: mapboxgl }) => {
      if (cancelled || !container.current) return;
      const map = new mapboxgl.Map({
        container: container.current,
        accessToken: token,
        style: 'mapbox://styles/mapbox/streets-v12',
        center: [long, lat],
        zoom: 15,
        cooperativeGestures: true,
      });
      new mapboxgl.Marker({ color: '#a57b31' }).setLngLat([long, lat]).addTo(map);
      remove = () => map.remove();
    });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [token, lat, long]);
  return (
    <div
      ref={container}
      className="content-store-map"
      role="region"
      aria-label={label}
      data-testid="store-map"
    />
  );
}
