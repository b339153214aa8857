import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { MessageId } from '@shop/i18n';
import { useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, EmptyState } from '@shop/ui';

type NoticeKind = 'list' | 'article' | 'store' | 'page';

const titles: Record<NoticeKind, MessageId> = {
  list: 'content.list.empty',
  article: 'content.article.missing',
  store: 'content.store.missing',
  page: 'content.page.empty',
};

/** The honest state of a content page for which the content system has nothing published. */
export function ContentNotice({ kind }: { kind: NoticeKind }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  return (
    <EmptyState
      title={intl.formatMessage({ id: titles[kind] })}
      text={kind === 'list' ? intl.formatMessage({ id: 'content.list.emptyText' }) : undefined}
      action={
        <ButtonLink as={Link} href={pathTo('home')} variant="secondary">
          {intl.formatMessage({ id: 'content.backHome' })}
        </ButtonLink>
      }
    />
  );
}
