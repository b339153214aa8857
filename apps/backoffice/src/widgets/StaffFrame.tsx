import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from '@shop/router';
import type { StaffMe, StaffPermission } from '@shop/api-client/staff';
import type { Language, MessageId } from '@shop/i18n';
import { Button } from '@shop/ui';
import { LanguageSwitch } from '../shared/language/LanguageSwitch';
import { hasPermission } from '../shared/session/grants';
import { sessionClockAtom, useSessionWatch, useSignOut } from '../shared/session/session-state';

export interface Section {
  /** The section's path in the back-office's router. */
  to: string;
  label: MessageId;
  /** Shown only to members who hold it (in any store); none: to every member. */
  permission?: StaffPermission;
}

/**
 * The back-office's sections in the order of the navigation. A section joins here and as a
 * route of BackofficeApp; the API checks every call anyway, the navigation only leaves out what
 * the member could not open.
 */
export const sections: readonly Section[] = [
  { to: '/', label: 'backoffice.nav.home' },
  { to: '/orders', label: 'backoffice.nav.orders', permission: 'orders' },
  { to: '/customers', label: 'backoffice.nav.customers', permission: 'customers' },
  { to: '/coupons', label: 'backoffice.nav.coupons', permission: 'coupons' },
  { to: '/content', label: 'backoffice.nav.content', permission: 'content' },
  { to: '/catalogue', label: 'backoffice.nav.catalogue', permission: 'catalogue' },
  { to: '/staff', label: 'backoffice.nav.staff', permission: 'staff' },
  { to: '/audit', label: 'backoffice.nav.audit', permission: 'staff' },
  { to: '/whistleblow', label: 'backoffice.nav.whistleblow', permission: 'compliance' },
  { to: '/settings', label: 'backoffice.nav.settings', permission: 'settings' },
  { to: '/outbox', label: 'backoffice.nav.outbox', permission: 'settings' },
  { to: '/deliveries', label: 'backoffice.nav.deliveries', permission: 'settings' },
  { to: '/jobs', label: 'backoffice.nav.jobs', permission: 'settings' },
];

/** The sections the member may open. */
export function sectionsFor(me: StaffMe): Section[] {
  return sections.filter((section) => !section.permission || hasPermission(me, section.permission));
}

/**
 * The signed-in back-office: a bar with the member, the language and sign-out, the navigation
 * beside the page. It watches the session: when it ends, the sign-in takes its place.
 */
export function StaffFrame({
  me,
  language,
  onLanguage,
  children,
}: {
  me: StaffMe;
  language: Language;
  onLanguage: (language: Language) => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  useSessionWatch(useAtomValue(sessionClockAtom));
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="backoffice-frame">
      <a className="backoffice-skip" href="#main">
        {t({ id: 'backoffice.skipToContent' })}
      </a>
      <header className="backoffice-bar">
        <div className="backoffice-bar__brand">
          {t({ id: 'backoffice.brand' })} <span>{t({ id: 'backoffice.title' })}</span>
        </div>
        <div className="backoffice-bar__member">
          <span>{t({ id: 'backoffice.signedInAs' }, { name: me.name })}</span>
          <LanguageSwitch language={language} onChange={onLanguage} />
          <Button
            variant="ghost"
            size="sm"
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void signOut();
            }}
          >
            {t({ id: 'backoffice.signOut' })}
          </Button>
        </div>
      </header>
      <nav className="backoffice-nav" aria-label={t({ id: 'backoffice.nav.label' })}>
        <ul>
          {sectionsFor(me).map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.to === '/'}>
                {t({ id: section.label })}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1} className="backoffice-main">
        {children}
      </main>
    </div>
  );
}
