import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buildPath, routeTrail, type PageMatch } from '@shop/i18n';
import { pageTitleAtom } from '@shop/i18n/react';
import { Breadcrumb, PageHeader } from '@shop/ui';

/**
 * Title and breadcrumb of every framed page. Ancestors link to their own pages; where an
 * ancestor needs a parameter the current page does not have (a product's parent is the shop),
 * the shop-level page stands in.
 */
export function PageFrame({ match, children }: { match: PageMatch; children: ReactNode }) {
  const intl = useIntl();
  const ownTitle = useAtomValue(pageTitleAtom);
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
    return { label: last ? title : intl.formatMessage({ id: `route.${route.id}` }), href };
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
