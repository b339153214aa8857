import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Branch } from '@shop/api-client';
import { usePublicSettings } from '@shop/api-client/react';
import { Button, Skeleton, useConsentPoll, useOpenConsentSettings } from '@shop/ui';

/**
 * The branch on a Mapbox map. Spec 2: the map needs marketing consent; it is loaded from Mapbox
 * (a third party), so both the Functional (C0003) and the Targeting (C0004) group must be allowed.
 * Without a configured token there is no map at all: the address and directions stand alone.
 */
export function StoreMap({ branch, label }: { branch: Branch; label: string }) {
  const intl = useIntl();
  const settings = usePublicSettings();
  const functional = useConsentPoll('C0003');
  const targeting = useConsentPoll('C0004');
  const openSettings = useOpenConsentSettings();
  const token = settings.data?.mapToken;
  if (!token) return null;
  if (functional === 'allowed' && targeting === 'allowed')
    return (
      <MapboxMap
        token={token}
        lat={branch.coordinates_lat}
        long={branch.coordinates_long}
        label={label}
      />
    );
  if (functional === 'waiting' || targeting === 'waiting')
    return <Skeleton variant="block" className="content-store-map" />;
  return (
    <div className="content-store-map content-store-map--notice">
      <p>{intl.formatMessage({ id: 'content.store.mapConsent' })}</p>
      <Button variant="outline" onClick={openSettings}>
        {intl.formatMessage({ id: 'content.store.mapConsentAction' })}
      </Button>
    </div>
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
    void import('./mapbox').then(({ default: mapboxgl }) => {
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
