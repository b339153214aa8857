import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useBranches } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Card, CardBody, Skeleton } from '@shop/ui';
import type { BlockProps } from '../types';

/** The dealer's branches (GET /branches), each with its address and a link to its page. */
export function StoresListBlock({ block }: BlockProps<'stores-list'>) {
  const intl = useIntl();
  const { language, localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  const headingId = useId();
  const branches = useBranches();
  const countries = new Intl.DisplayNames([localeTag], { type: 'region' });
  const shown = (branches.data ?? []).filter(
    (branch) => !block.country || branch.country === block.country,
  );
  return (
    <section
      className="content-block content-stores"
      aria-labelledby={headingId}
      aria-busy={branches.isPending}
    >
      <h2 id={headingId}>{block.headline}</h2>
      {branches.isError ? (
        <p role="alert">{intl.formatMessage({ id: 'content.stores.loadFailed' })}</p>
      ) : branches.isPending ? (
        <Skeleton variant="block" />
      ) : (
        <ul className="content-stores__list">
          {shown.map((branch) => (
            <li key={branch.id}>
              <Card as="article">
                <CardBody>
                  <h3 className="content-stores__name">
                    <Link
                      to={pathTo('storeDetail', { slug: branch.slug })}
                      aria-label={intl.formatMessage(
                        { id: 'content.blocks.stores.details' },
                        { name: branch.name[language] },
                      )}
                    >
                      {branch.name[language]}
                    </Link>
                  </h3>
                  <address>
                    {branch.streetAddress}
                    <br />
                    {branch.zipCode} {branch.city}
                    <br />
                    {countries.of(branch.country) ?? branch.country}
                  </address>
                  {branch.phone ? (
                    <p>
                      <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>
                        {intl.formatMessage(
                          { id: 'content.stores.phone' },
                          { phone: branch.phone },
                        )}
                      </a>
                    </p>
                  ) : null}
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
