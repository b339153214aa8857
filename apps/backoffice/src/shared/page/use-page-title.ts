import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';

/** The tab's title: the page's, then the back-office's, in the page language. */
export function usePageTitle(id: MessageId) {
  const intl = useIntl();
  const title = intl.formatMessage({ id });
  const suffix = intl.formatMessage({ id: 'backoffice.title' });
  useEffect(() => {
    document.title = title === suffix ? title : `${title} · ${suffix}`;
  }, [title, suffix]);
}
