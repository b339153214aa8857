import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { usePageMeta } from '@shop/i18n/react';
import { useRemoveFromWishlist, useWishlist } from '@shop/api-client/react';
import { useNotify } from '@shop/app-state';
import { EmptyState, HeartIcon, Skeleton } from '@shop/ui';
import { LoadError } from '../widgets/LoadError';
import { ShopLinkButton } from '../widgets/ShopLinkButton';
import { WishlistItem } from '../widgets/WishlistItem';
import '../catalog.css';

/** The session's wishlist in this store: the saved products with live prices, or the empty state. */
export default function WishlistPage() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  usePageMeta(t('route.wishlist'));
  const { notify } = useNotify();
  const { wishlist, isPending, error, refetch } = useWishlist();
  const remove = useRemoveFromWishlist();

  if (isPending) return <Skeleton height="12rem" />;
  if (error) return <LoadError onRetry={() => void refetch()} />;
  if (!wishlist || wishlist.lineItems.length === 0)
    return (
      <EmptyState
        icon={<HeartIcon />}
        title={t('catalog.wishlist.empty.title')}
        text={t('catalog.wishlist.empty.text')}
        action={<ShopLinkButton />}
      />
    );

  const removeLine = async (lineItemId: string) => {
    try {
      await remove.mutateAsync({ wishlistId: wishlist.id, lineItemId });
    } catch {
      notify({ type: 'error', title: t('catalog.wishlist.tryLater') });
    }
  };

  return (
    <section aria-label={t('route.wishlist')} className="ui-stack">
      <p className="ui-text-muted">
        {t('catalog.wishlist.count', { count: wishlist.lineItems.length })}
      </p>
      <ul className="catalog-wishlist">
        {wishlist.lineItems.map((line) => (
          <li key={line.id}>
            <WishlistItem
              line={line}
              removing={remove.isPending && remove.variables?.lineItemId === line.id}
              onRemove={() => void removeLine(line.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
