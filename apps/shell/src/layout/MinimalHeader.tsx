import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

export function MinimalHeader({ checkout }: { checkout: boolean }) {
  return (
    <header
      className={`shell-header shell-header--minimal${checkout ? ' shell-header--checkout' : ''}`}
    >
      <div className="ui-container shell-header__bar">
        <Logo />
        <LanguageSwitch />
      </div>
    </header>
  );
}
