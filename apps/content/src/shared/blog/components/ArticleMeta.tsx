import { useIntl } from 'react-intl';
import { formatDate } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';

/** The publication date in the store's date format, as a machine-readable <time>. */
export function PublishedOn({ iso }: { iso: string | null }) {
  const intl = useIntl();
  const { store } = useLocale();
  if (!iso) return null;
  return (
    <p className="content-article__date">
      {intl.formatMessage(
        { id: 'content.article.publishedOn' },
        { date: <time dateTime={iso}>{formatDate(iso, store.key)}</time> },
      )}
    </p>
  );
}
