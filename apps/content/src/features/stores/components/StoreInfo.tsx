import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Branch } from '@shop/api-client';
import { useLocale } from '@shop/i18n/react';
import { Badge } from '@shop/ui';
import { directionsUrl, isOpenAt, openingHoursRows } from '../opening-hours';

/** The current time, renewed every minute so the open-now state turns by itself. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function OpenNowBadge({ branch }: { branch: Branch }) {
  const intl = useIntl();
  const open = isOpenAt(branch.openingHours, branch.timeZone, useNow());
  return (
    <Badge variant={open ? 'success' : 'neutral'}>
      {intl.formatMessage({ id: open ? 'content.store.openNow' : 'content.store.closedNow' })}
    </Badge>
  );
}

/** Street, zip and city, and the country named in the visitor's language. */
export function StoreAddress({ branch }: { branch: Branch }) {
  const { localeTag } = useLocale();
  const country = new Intl.DisplayNames([localeTag], { type: 'region' }).of(branch.country);
  return (
    <address className="content-store__address">
      {branch.streetAddress}
      <br />
      {branch.zipCode} {branch.city}
      <br />
      {country}
    </address>
  );
}

export function DirectionsLink({ branch }: { branch: Branch }) {
  const intl = useIntl();
  return (
    <a
      href={directionsUrl(branch.coordinates_lat, branch.coordinates_long)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {intl.formatMessage({ id: 'content.store.directions' })}{' '}
      <span className="ui-sr-only">
        {intl.formatMessage({ id: 'content.store.directionsHint' })}
      </span>
    </a>
  );
}

/** Opening hours in the visitor's locale (weekday names, 12- or 24-hour clock). */
export function OpeningHoursTable({ branch }: { branch: Branch }) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const rows = openingHoursRows(branch.openingHours, localeTag, {
    dayRange: (from, to) => intl.formatMessage({ id: 'content.store.dayRange' }, { from, to }),
    timeRange: (from, to) => intl.formatMessage({ id: 'content.store.timeRange' }, { from, to }),
  });
  return (
    <>
      <table className="content-store__hours">
        <caption className="ui-sr-only">
          {intl.formatMessage({ id: 'content.store.hours' })}
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.days}>
              <th scope="row">{row.days}</th>
              <td>{row.times.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="content-store__note">
        {intl.formatMessage({ id: 'content.store.hoursTimeZone' }, { timeZone: branch.timeZone })}
      </p>
    </>
  );
}
