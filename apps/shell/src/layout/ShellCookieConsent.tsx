import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from '@shop/router';
import type { MessageId } from '@shop/i18n';
import { consentGroups } from '@shop/app-state';
import { CookieConsent, type CookieConsentTexts } from '@shop/ui';

/**
 * The consent banner and settings dialog of packages/ui, in the page's language. Its form
 * (before the page's script) brings the visitor back to this page.
 */
export function ShellCookieConsent() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const texts = useMemo<CookieConsentTexts>(() => {
    const t = (id: MessageId) => intl.formatMessage({ id });
    return {
      bannerTitle: t('consent.banner.title'),
      bannerText: t('consent.banner.text'),
      acceptAll: t('consent.acceptAll'),
      rejectAll: t('consent.rejectAll'),
      settings: t('consent.settings'),
      dialogTitle: t('consent.dialog.title'),
      dialogDescription: t('consent.dialog.description'),
      save: t('consent.save'),
      close: t('consent.close'),
      alwaysOn: t('consent.alwaysOn'),
      groups: Object.fromEntries(
        consentGroups.map((group) => [
          group,
          { name: t(`consent.group.${group}`), description: t(`consent.group.${group}.text`) },
        ]),
      ) as CookieConsentTexts['groups'],
    };
  }, [intl]);
  return <CookieConsent texts={texts} back={`${pathname}${search}`} />;
}
