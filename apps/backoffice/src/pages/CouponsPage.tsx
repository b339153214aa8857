import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useStaffCoupons } from '@shop/api-client/staff/react';
import { errorText } from '@shop/forms';
import type { MessageId } from '@shop/i18n';
import { ButtonLink, EmptyState, Skeleton } from '@shop/ui';
import { CouponsTable } from '../features/coupons/components/CouponsTable';
import { usePageTitle } from '../shared/page/use-page-title';
import '../features/coupons/coupons.css';
import { LoadFailed } from '../shared/page/LoadFailed';

/** The coupons (permission `coupons`; a member of some stores sees those stores' coupons). */
export function CouponsPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  usePageTitle('backoffice.coupons.title');
  const coupons = useStaffCoupons();
  return (
    <div className="ui-stack ui-stack--lg">
      <header className="ui-cluster ui-cluster--between">
        <div className="ui-stack ui-stack--sm">
          <h1 className="backoffice-heading">{t('backoffice.coupons.title')}</h1>
          <p className="ui-text-muted">{t('backoffice.coupons.intro')}</p>
        </div>
        <ButtonLink as={Link} href="/coupons/new">
          {t('backoffice.coupons.create')}
        </ButtonLink>
      </header>
      {coupons.isError ? (
        <LoadFailed onRetry={() => void coupons.refetch()}>
          {t('backoffice.coupons.error')} {errorText(intl, coupons.error)}
        </LoadFailed>
      ) : coupons.data === undefined ? (
        <Skeleton variant="block" aria-label={t('backoffice.loading')} />
      ) : coupons.data.coupons.length === 0 ? (
        <EmptyState headingLevel={2} title={t('backoffice.coupons.empty')} />
      ) : (
        <CouponsTable coupons={coupons.data.coupons} />
      )}
    </div>
  );
}
