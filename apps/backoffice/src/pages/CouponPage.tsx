import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from '@shop/router';
import { errorCodes, isApiError } from '@shop/api-client';
import {
  useDeactivateStaffCoupon,
  useStaffCoupon,
  useStaffCouponRedemptions,
} from '@shop/api-client/staff/react';
import { errorText } from '@shop/forms';
import { formatDate, type MessageId } from '@shop/i18n';
import { Badge, Button, EmptyState, Link as UiLink, Skeleton, Toast } from '@shop/ui';
import { CouponForm } from '../features/coupons/components/CouponForm';
import { RedemptionsTable } from '../features/coupons/components/RedemptionsTable';
import { ConfirmDialog } from '../features/staff-members/components/ConfirmDialog';
import { usePageTitle } from '../shared/page/use-page-title';
import '../features/coupons/coupons.css';

/**
 * A coupon (permission `coupons`): its terms in a form (a new one at /coupons/new), deactivation
 * after a confirmation, and the orders placed with it.
 */
export function CouponPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  usePageTitle('backoffice.coupons.title');
  const navigate = useNavigate();
  const param = useParams().couponId;
  const id = param === undefined || param === 'new' ? undefined : param;
  const coupon = useStaffCoupon(id);
  const redemptions = useStaffCouponRedemptions(id);
  const deactivate = useDeactivateStaffCoupon();
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // A saved coupon's page says so at its heading, where the focus goes.
  useEffect(() => {
    if (saved) heading.current?.focus();
  }, [saved]);

  const back = (
    <UiLink as={Link} href="/coupons" variant="standalone">
      {t('backoffice.coupons.back')}
    </UiLink>
  );
  if (id && coupon.isPending)
    return (
      <div className="ui-stack">
        {back}
        <Skeleton variant="block" aria-label={t('backoffice.loading')} />
      </div>
    );
  if (id && !coupon.data) {
    const notFound =
      isApiError(coupon.error) &&
      (coupon.error.code === errorCodes.staffCouponNotFound ||
        coupon.error.code === errorCodes.invalidRequest);
    return (
      <div className="ui-stack">
        {back}
        {notFound ? (
          <EmptyState headingLevel={2} title={errorText(intl, coupon.error)} />
        ) : (
          <Toast type="error" inline>
            {t('backoffice.coupons.error')} {errorText(intl, coupon.error)}
          </Toast>
        )}
      </div>
    );
  }
  const current = coupon.data;
  return (
    <div className="ui-stack ui-stack--lg">
      {back}
      <header className="ui-cluster ui-cluster--between">
        <h1 className="backoffice-heading" ref={heading} tabIndex={-1}>
          {current
            ? intl.formatMessage({ id: 'backoffice.coupons.editTitle' }, { code: current.code })
            : t('backoffice.coupons.newTitle')}{' '}
          {current ? (
            <Badge variant={current.active ? 'success' : 'neutral'}>
              {t(current.active ? 'backoffice.coupons.active' : 'backoffice.coupons.inactive')}
            </Badge>
          ) : null}
        </h1>
        {current?.active ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('backoffice.coupons.deactivate')}
          </Button>
        ) : null}
      </header>
      {saved ? (
        <Toast type="success" inline>
          {t('backoffice.coupons.saved')}
        </Toast>
      ) : null}
      {current?.deactivatedAt ? (
        <p className="ui-text-muted">
          {intl.formatMessage(
            { id: 'backoffice.coupons.deactivated' },
            { date: formatDate(current.deactivatedAt, 'at') },
          )}
        </p>
      ) : null}
      <div className="backoffice-coupon-form">
        <CouponForm
          key={current?.id ?? 'new'}
          coupon={current}
          onSaved={(savedCoupon) => {
            setSaved(true);
            if (!current) void navigate(`/coupons/${savedCoupon.id}`, { replace: true });
          }}
        />
      </div>
      {current ? (
        <section className="ui-stack" aria-labelledby="coupon-redemptions">
          <h2 id="coupon-redemptions" className="backoffice-subheading">
            {t('backoffice.coupons.redemptions')}
          </h2>
          {redemptions.data ? (
            <RedemptionsTable redemptions={redemptions.data.redemptions} />
          ) : redemptions.isError ? (
            <Toast type="error" inline>
              {errorText(intl, redemptions.error)}
            </Toast>
          ) : (
            <Skeleton variant="block" aria-label={t('backoffice.loading')} />
          )}
        </section>
      ) : null}
      {confirming && current ? (
        <ConfirmDialog
          title={intl.formatMessage(
            { id: 'backoffice.coupons.deactivateTitle' },
            { code: current.code },
          )}
          text={t('backoffice.coupons.deactivateText')}
          mutation={deactivate}
          onConfirm={() =>
            deactivate.mutate(current.id, {
              onSuccess: () => {
                setConfirming(false);
                heading.current?.focus();
              },
            })
          }
          onClose={() => {
            deactivate.reset();
            setConfirming(false);
          }}
        />
      ) : null}
    </div>
  );
}
