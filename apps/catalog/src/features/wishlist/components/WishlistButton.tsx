import { useIntl } from 'react-intl';
import { useLocale } from '@shop/i18n/react';
import type { Product } from '@shop/api-client';
import { useAddToWishlist, useRemoveFromWishlist, useWishlist } from '@shop/api-client/react';
import { useNotify } from '@shop/app-state';
import { HeartIcon, IconButton } from '@shop/ui';

/**
 * The heart: a toggle whose pressed state says whether the product is on the wishlist. Its name
 * stays the same either way (a toggle's state is in aria-pressed); a failure gets the spec's
 * generic try-later notification.
 */
export function WishlistButton({ product }: { product: Pick<Product, 'sku' | 'name'> }) {
  const intl = useIntl();
  const { language } = useLocale();
  const { notify } = useNotify();
  const { wishlist } = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const line = wishlist?.lineItems.find((item) => item.sku === product.sku);
  const busy = add.isPending || remove.isPending;

  const toggle = async () => {
    try {
      if (wishlist && line)
        await remove.mutateAsync({ wishlistId: wishlist.id, lineItemId: line.id });
      else await add.mutateAsync(product.sku);
    } catch {
      notify({ type: 'error', title: intl.formatMessage({ id: 'catalog.wishlist.tryLater' }) });
    }
  };

  return (
    <IconButton
      className="catalog-wishlist-button"
      label={intl.formatMessage(
        { id: 'catalog.wishlist.toggle' },
        { name: product.name[language] },
      )}
      icon={<HeartIcon />}
      aria-pressed={line !== undefined}
      aria-busy={busy || undefined}
      // Not disabled while busy: a disabled button would drop the keyboard focus.
      onClick={busy ? undefined : () => void toggle()}
    />
  );
}
