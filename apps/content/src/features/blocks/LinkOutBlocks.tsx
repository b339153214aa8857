import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useCategories } from '@shop/api-client/react';
import { useCategoryPath, useLocale, useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink } from '@shop/ui';
import type { BlockProps } from './types';

/*
 * Blocks that invite to a page of their own: the newsletter sign-up (on the contact page, with
 * its double opt-in), the whistleblower system (its own minimal layout, so a report is never
 * filed inside the shop's tracking context) and a category on sale.
 */

export function NewsletterBlock({ block }: BlockProps<'newsletter'>) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const headingId = useId();
  return (
    <section
      className="content-block content-callout content-newsletter"
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{block.headline}</h2>
      <p>{block.text}</p>
      <ButtonLink as={Link} href={`${pathTo('contact')}#newsletter`} variant="primary">
        {intl.formatMessage({ id: 'content.newsletter.signUp' })}
      </ButtonLink>
    </section>
  );
}

export function WhistleblowerFormBlock({ block }: BlockProps<'whistleblower-form'>) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const headingId = useId();
  return (
    <section
      className="content-block content-callout content-whistleblower"
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{block.headline}</h2>
      <p>{block.intro}</p>
      <ButtonLink as={Link} href={pathTo('whistleblower')} variant="primary">
        {intl.formatMessage({ id: 'content.blocks.whistleblower.open' })}
      </ButtonLink>
    </section>
  );
}

export function CategorySaleBlock({ block }: BlockProps<'category-sale'>) {
  const intl = useIntl();
  const { language } = useLocale();
  const categoryPath = useCategoryPath();
  const headingId = useId();
  const category = useCategories().data?.find((entry) => entry.key === block.category);
  return (
    <section className="content-block content-category-sale" aria-labelledby={headingId}>
      {block.image ? (
        <img className="content-category-sale__image" src={block.image.src} alt={block.image.alt} />
      ) : null}
      <div className="content-category-sale__body">
        <h2 id={headingId}>{block.headline}</h2>
        <p>{block.text}</p>
        {category ? (
          <ButtonLink as={Link} href={categoryPath(category)} variant="primary">
            {intl.formatMessage(
              { id: 'content.categorySale.shop' },
              { category: category.name[language] },
            )}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
