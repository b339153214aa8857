import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { buildPath, routeTrail, type PageMatch } from '@shop/i18n';
import { ancestorTitlesAtom, pageTitleAtom } from '@shop/i18n/react';
import { Breadcrumb, PageHeader } from '@shop/ui';

/**
 * Title and breadcrumb of every framed page. Ancestors link to their own pages, under their own
 * titles where the page published them (the product above its limit order); where an
 * ancestor needs a parameter the current page does not have (a product's parent is the shop),
 * the shop-level page stands in.
 */
export function PageFrame({ match, children }: { match: PageMatch; children: ReactNode }) {
  const intl = useIntl();
  const ownTitle = useAtomValue(pageTitleAtom);
  const ancestors = useAtomValue(ancestorTitlesAtom);
  const title = ownTitle ?? intl.formatMessage({ id: `route.${match.route.id}` });
  const trail = routeTrail(match.route.id);
  const items = trail.map((route, index) => {
    const last = index === trail.length - 1;
    let href: string | undefined;
    if (!last) {
      try {
        href = buildPath(route, match.language, match.params);
      } catch {
        href = undefined;
      }
    }
    const label = last
      ? title
      : (ancestors[route.id] ?? intl.formatMessage({ id: `route.${route.id}` }));
    return { label, href };
  });
  return (
    <div className="ui-container shell-page">
      <PageHeader
        title={title}
        breadcrumb={
          <Breadcrumb
            items={items}
            as={Link}
            label={intl.formatMessage({ id: 'nav.breadcrumb' })}
          />
        }
      />
      {children}
    </div>
  );
}
