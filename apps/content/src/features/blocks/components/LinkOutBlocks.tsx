import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useCategories } from '@shop/api-client/react';
import { useCategoryPath, useLocale } from '@shop/i18n/react';
import { ButtonLink } from '@shop/ui';
import type { BlockProps } from '../types';

/* A block that invites to a page of its own: a category on sale. */

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
