import '../content.css';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from '@shop/router';
import { useContentComponent } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import { Skeleton } from '@shop/ui';

export interface CmsMenuProps {
  /** Closes the mobile menu panel after a choice. */
  onNavigate?: () => void;
  /** The navigation to show while the content system has no menu (or cannot be reached). */
  fallback?: ReactNode;
}

/** The menu story's slug in the components folder of each root folder. */
const menuSlug = 'cms-menu';

const isShopPath = (href: string) => href.startsWith('/');

function MenuLink({
  href,
  onNavigate,
  children,
}: {
  href: string;
  onNavigate: (() => void) | undefined;
  children: ReactNode;
}) {
  return isShopPath(href) ? (
    <NavLink
      className="ui-nav-link"
      to={href}
      end={href === '/' || href === '/en'}
      onClick={onNavigate}
    >
      {children}
    </NavLink>
  ) : (
    <a className="ui-nav-link" href={href}>
      {children}
    </a>
  );
}

/**
 * The header's main navigation as editors keep it in the content system (the `cms-menu`
 * component): top entries, each with optional sub-entries shown on hover and keyboard focus.
 */
export default function CmsMenu({ onNavigate, fallback = null }: CmsMenuProps) {
  const intl = useIntl();
  const { language } = useLocale();
  const menu = useContentComponent(language, menuSlug);
  const content = menu.data?.content;
  if (menu.isPending)
    return (
      <nav className="content-menu" aria-label={intl.formatMessage({ id: 'nav.main' })} aria-busy>
        <ul className="ui-nav-list">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} aria-hidden="true">
              <Skeleton variant="line" className="ui-nav-skeleton" />
            </li>
          ))}
        </ul>
      </nav>
    );
  if (content?.component !== 'menu') return <>{fallback}</>;
  return (
    <nav className="content-menu" aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <ul className="ui-nav-list">
        {content.items.map((item) => (
          <li key={item._uid} className="content-menu__item">
            <MenuLink href={item.link} onNavigate={onNavigate}>
              {item.label}
            </MenuLink>
            {item.children && item.children.length > 0 ? (
              <ul className="content-menu__children">
                {item.children.map((child) => (
                  <li key={child._uid}>
                    <MenuLink href={child.link} onNavigate={onNavigate}>
                      {child.label}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
