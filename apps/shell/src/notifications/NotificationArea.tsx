import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { notificationsAtom, useNotify } from '@shop/app-state';
import { Link as UiLink, NotificationList, Toast } from '@shop/ui';
import { ServiceNotice } from './ServiceNotice';

/** Success and info notices leave on their own; warnings and errors stay until dismissed. */
export const AUTO_DISMISS_MS = 6000;

/** The page's one notification region; any remote adds to it through `useNotify` of @shop/app-state. */
export function NotificationArea() {
  const intl = useIntl();
  const notifications = useAtomValue(notificationsAtom);
  const { dismiss } = useNotify();

  useEffect(() => {
    const timers = notifications
      .filter((n) => n.type === 'success' || n.type === 'info')
      .map((n) => window.setTimeout(() => dismiss(n.id), AUTO_DISMISS_MS));
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [notifications, dismiss]);

  return (
    <NotificationList label={intl.formatMessage({ id: 'notifications.label' })}>
      <ServiceNotice />
      {notifications.map((n) => (
        <Toast
          key={n.id}
          type={n.type}
          title={n.title}
          onDismiss={() => dismiss(n.id)}
          dismissLabel={intl.formatMessage({ id: 'notifications.dismiss' })}
          action={
            n.cta ? (
              <UiLink as={Link} href={n.cta.href}>
                {n.cta.text}
              </UiLink>
            ) : undefined
          }
        />
      ))}
    </NotificationList>
  );
}
