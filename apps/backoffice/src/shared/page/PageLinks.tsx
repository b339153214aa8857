import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { Pagination } from '@shop/ui';

/** The pages of a list, as links to its addresses (the filters stay in the address); none for one page. */
export function PageLinks({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (pageCount <= 1) return null;
  return (
    <Pagination
      as={Link}
      page={page}
      pageCount={pageCount}
      hrefFor={hrefFor}
      labels={{
        nav: t({ id: 'pagination.label' }),
        previous: t({ id: 'pagination.previous' }),
        next: t({ id: 'pagination.next' }),
        page: (target) => t({ id: 'pagination.page' }, { page: target }),
      }}
    />
  );
}
