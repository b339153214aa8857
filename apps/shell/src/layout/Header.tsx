import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, CloseIcon, MenuIcon } from '@shop/ui';
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
  const [menuOpen, setMenuOpen] = useState(false);
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
          <Button
            variant="ghost"
            className="shell-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="shell-nav-panel"
            aria-label={intl.formatMessage({ id: menuOpen ? 'nav.closeMenu' : 'nav.openMenu' })}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </Button>
          <Logo />
          <SearchBox />
          <div className="shell-header__actions">
            <AccountMenu />
            <CartBadges />
          </div>
        </div>
        <div id="shell-nav-panel" className="shell-nav-panel" data-open={menuOpen}>
          <div className="ui-container">
            <CategoryNav onNavigate={() => setMenuOpen(false)} />
          </div>
        </div>
      </header>
    </>
  );
}
