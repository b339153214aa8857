import { useEffect, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { errorCodes, isApiError } from '@shop/api-client';
import type { StaffMe, StaffPermission } from '@shop/api-client/staff';
import { useApiClient } from '@shop/api-client/react';
import { StaffApiProvider, useStaffMe } from '@shop/api-client/staff/react';
import { errorCodeText, failureOf } from '@shop/forms';
import type { Language } from '@shop/i18n';
import { Button, Spinner, Toast } from '@shop/ui';
import messages from '../messages';
import { localeOf, useLanguage } from '../shared/language/language';
import { hasPermission } from '../shared/session/grants';
import { StaffFrame } from '../widgets/StaffFrame';
import { AuditLogPage } from './AuditLogPage';
import { CouponPage } from './CouponPage';
import { CouponsPage } from './CouponsPage';
import { CustomerPage } from './CustomerPage';
import { CustomersPage } from './CustomersPage';
import { CataloguePage } from './CataloguePage';
import { ContentPage } from './ContentPage';
import { HomePage } from './HomePage';
import { OrderPage } from './OrderPage';
import { OrdersPage } from './OrdersPage';
import { DeliveriesPage } from './DeliveriesPage';
import { OutboxPage } from './OutboxPage';
import { JobsPage } from './JobsPage';
import { ProductPage } from './ProductPage';
import { SignInPage } from './SignInPage';
import { SettingsPage } from './SettingsPage';
import { StaffPage } from './StaffPage';
import { StatusPage } from './StatusPage';
import { WhistleblowReportsPage } from './WhistleblowReportsPage';
import '../backoffice.css';

/** A page only members holding `permission` (in some store) may open. */
function Allowed({
  me,
  permission,
  children,
}: {
  me: StaffMe;
  permission: StaffPermission;
  children: ReactNode;
}) {
  return hasPermission(me, permission) ? children : <StatusPage kind="forbidden" />;
}

function Loading() {
  const intl = useIntl();
  return (
    <div className="backoffice-signin" role="status">
      <Spinner label={intl.formatMessage({ id: 'backoffice.loading' })} />
    </div>
  );
}

/** The member cannot be asked for (the API down, the network gone): the reason and a retry. */
function Unreachable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="backoffice-signin">
      <Toast
        type="error"
        inline
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {intl.formatMessage({ id: 'backoffice.retry' })}
          </Button>
        }
      >
        {errorCodeText(intl, failureOf(error)?.code ?? errorCodes.unknown)}
      </Toast>
    </div>
  );
}

/** The back-office's routes; a section of the navigation (StaffFrame's `sections`) has one here. */
function SignedIn({ me }: { me: StaffMe }) {
  return (
    <Routes>
      <Route index element={<HomePage me={me} />} />
      <Route
        path="orders"
        element={
          <Allowed me={me} permission="orders">
            <OrdersPage me={me} />
          </Allowed>
        }
      />
      <Route
        path="orders/:orderId"
        element={
          <Allowed me={me} permission="orders">
            <OrderPage />
          </Allowed>
        }
      />
      <Route
        path="catalogue"
        element={
          <Allowed me={me} permission="catalogue">
            <CataloguePage />
          </Allowed>
        }
      />
      <Route
        path="catalogue/:sku"
        element={
          <Allowed me={me} permission="catalogue">
            <ProductPage />
          </Allowed>
        }
      />
      <Route
        path="coupons"
        element={
          <Allowed me={me} permission="coupons">
            <CouponsPage />
          </Allowed>
        }
      />
      <Route
        path="coupons/:couponId"
        element={
          <Allowed me={me} permission="coupons">
            <CouponPage />
          </Allowed>
        }
      />
      <Route
        path="customers"
        element={
          <Allowed me={me} permission="customers">
            <CustomersPage />
          </Allowed>
        }
      />
      <Route
        path="customers/:customerId"
        element={
          <Allowed me={me} permission="customers">
            <CustomerPage />
          </Allowed>
        }
      />
      <Route
        path="content"
        element={
          <Allowed me={me} permission="content">
            <ContentPage me={me} />
          </Allowed>
        }
      />
      <Route
        path="staff"
        element={
          <Allowed me={me} permission="staff">
            <StaffPage me={me} />
          </Allowed>
        }
      />
      <Route
        path="audit"
        element={
          <Allowed me={me} permission="staff">
            <AuditLogPage me={me} />
          </Allowed>
        }
      />
      <Route
        path="whistleblow"
        element={
          <Allowed me={me} permission="compliance">
            <WhistleblowReportsPage />
          </Allowed>
        }
      />
      <Route
        path="settings"
        element={
          <Allowed me={me} permission="settings">
            <SettingsPage />
          </Allowed>
        }
      />
      <Route
        path="outbox"
        element={
          <Allowed me={me} permission="settings">
            <OutboxPage />
          </Allowed>
        }
      />
      <Route
        path="deliveries"
        element={
          <Allowed me={me} permission="settings">
            <DeliveriesPage />
          </Allowed>
        }
      />
      <Route
        path="jobs"
        element={
          <Allowed me={me} permission="settings">
            <JobsPage />
          </Allowed>
        }
      />
      <Route path="*" element={<StatusPage kind="notFound" />} />
    </Routes>
  );
}

function Session({
  language,
  onLanguage,
}: {
  language: Language;
  onLanguage: (language: Language) => void;
}) {
  const me = useStaffMe();
  if (me.data)
    return (
      <StaffFrame me={me.data} language={language} onLanguage={onLanguage}>
        <SignedIn me={me.data} />
      </StaffFrame>
    );
  if (me.isError && !(isApiError(me.error) && me.error.statusCode === 401))
    return <Unreachable error={me.error} onRetry={() => void me.refetch()} />;
  if (me.isError) return <SignInPage language={language} onLanguage={onLanguage} />;
  return <Loading />;
}

/**
 * The whole back-office, which the back-office host's page loads: its texts in the member's
 * language, the sign-in while there is no staff session (the edge keeps it in an HttpOnly
 * cookie, so the page learns of it by asking who is signed in), and the signed-in sections.
 */
function Backoffice() {
  const me = useStaffMe();
  const [language, setLanguage] = useLanguage(me.data?.locale);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <IntlProvider locale={localeOf(language)} messages={messages[language]} defaultLocale="de-AT">
      <Session language={language} onLanguage={setLanguage} />
    </IntlProvider>
  );
}

export default function BackofficeApp() {
  return (
    <StaffApiProvider client={useApiClient()}>
      <Backoffice />
    </StaffApiProvider>
  );
}
