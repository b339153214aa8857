import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Layout as LayoutName } from '@shop/i18n';
import { WelcomeOnFirstVisit } from '../modals/WelcomeOnFirstVisit';
import { NotificationArea } from '../notifications/NotificationArea';
import { Footer } from './Footer';
import { Header } from './Header';
import { MinimalHeader } from './MinimalHeader';
import { ShellCookieConsent } from './ShellCookieConsent';

/** Page frames: the full shop frame, a minimal one (consulate, whistleblower) and checkout. */
export function Layout({ variant, children }: { variant: LayoutName; children: ReactNode }) {
  return (
    <div className={`shell shell--${variant}`}>
      <a className="shell-skip-link" href="#main">
        <FormattedMessage id="app.skipToContent" />
      </a>
      {variant === 'default' ? <Header /> : <MinimalHeader checkout={variant === 'checkout'} />}
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <Footer compact={variant !== 'default'} />
      <NotificationArea />
      <ShellCookieConsent />
      {/* Not in checkout or the minimal frame, where the visitor is in the middle of something. */}
      {variant === 'default' ? <WelcomeOnFirstVisit /> : null}
    </div>
  );
}
