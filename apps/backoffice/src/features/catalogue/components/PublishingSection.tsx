import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffProduct } from '@shop/api-client/staff';
import { useUpdateStaffProduct } from '@shop/api-client/staff/react';
import { failureOf, FormAlert, type FormFailure } from '@shop/forms';
import type { MessageId } from '@shop/i18n';
import { Button, Modal } from '@shop/ui';
import { PublishedBadge } from './ProductsTable';

/**
 * Publishing: the shop shows the product or not. Unpublishing is confirmed first, as it takes
 * the product out of the shop at once and makes its open limit orders inactive.
 */
export function PublishingSection({ product, name }: { product: StaffProduct; name: string }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const update = useUpdateStaffProduct(product.sku);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<FormFailure>(null);
  const publish = (published: boolean) => {
    setFailure(null);
    update.mutate(
      { published },
      {
        onSuccess: () => setConfirming(false),
        onError: (error) => {
          setConfirming(false);
          setFailure(failureOf(error));
        },
      },
    );
  };
  return (
    <div className="ui-stack">
      <FormAlert failure={failure} />
      <p>
        <PublishedBadge published={product.published} />{' '}
        {t(
          product.published
            ? 'backoffice.product.publishing.published'
            : 'backoffice.product.publishing.unpublished',
        )}
      </p>
      <div>
        {product.published ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('backoffice.product.unpublish')}
          </Button>
        ) : (
          <Button onClick={() => publish(true)} loading={update.isPending}>
            {t('backoffice.product.publish')}
          </Button>
        )}
      </div>
      {confirming && (
        <Modal
          open
          onClose={() => setConfirming(false)}
          title={intl.formatMessage({ id: 'backoffice.product.unpublish.title' }, { name })}
          closeLabel={t('backoffice.product.cancel')}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('backoffice.product.cancel')}
              </Button>
              <Button onClick={() => publish(false)} loading={update.isPending}>
                {t('backoffice.product.unpublish')}
              </Button>
            </>
          }
        >
          <p>{t('backoffice.product.unpublish.text')}</p>
        </Modal>
      )}
    </div>
  );
}
