import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { openModalAtom, useOpenModal } from '@shop/app-state';
import { Button, MenuIcon, Skeleton } from '@shop/ui';
import { RemoteModule } from '../federation/RemoteModule';
import { PriceBar } from '../prices/PriceBar';
import { AccountMenu } from './AccountMenu';
import { CartBadges } from './CartBadges';
import { CategoryNav } from './CategoryNav';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';
import { StoreSwitch } from './StoreSwitch';
import { useScrolledPast } from './useScrolledPast';

/** Spec: the header becomes sticky after 125 px of scrolling. */
const STICKY_AFTER_PX = 125;

export function Header() {
  const intl = useIntl();
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const openModal = useOpenModal();
  const menuOpen = useAtomValue(openModalAtom) === 'cmsMenu';
  return (
    <>
      <div className="shell-header-spacer" data-active={sticky} />
      <header
        className={`shell-header${sticky ? ' shell-header--sticky' : ''}`}
        data-sticky={sticky}
      >
        <div className="shell-topbar">
          <div className="ui-container shell-topbar__inner">
            <PriceBar />
            <StoreSwitch />
            <LanguageSwitch />
          </div>
        </div>
        <div className="ui-container shell-header__bar">
          {/* Phones: the main navigation opens as a dialog (spec 2: CmsMenu is one of the modals). */}
          <Button
            variant="ghost"
            className="shell-menu-toggle"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-label={intl.formatMessage({ id: 'nav.openMenu' })}
            onClick={() => openModal('cmsMenu')}
          >
            <MenuIcon />
          </Button>
          <Logo />
          <SearchBox />
          <div className="shell-header__actions">
            <AccountMenu />
            <CartBadges />
          </div>
        </div>
        {/* Wider screens: the main navigation from the content system, in the server's HTML; the
            catalogue's categories where the content system has no menu or its remote fails. */}
        <div className="shell-nav-panel">
          <div className="ui-container">
            <RemoteModule
              remote="content"
              module="./CmsMenu"
              props={{ fallback: <CategoryNav /> }}
              loading={<Skeleton variant="line" className="ui-nav-skeleton" />}
              failed={<CategoryNav />}
            />
          </div>
        </div>
      </header>
    </>
  );
}
