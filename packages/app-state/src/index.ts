// Public surface of @shop/app-state: the state the shell and every remote share at runtime. It is a
// federation singleton (tooling/webpack), so each atom and the hydration flag exist once per page.
export {
  notificationsAtom,
  useNotify,
  type NotificationType,
  type ShopNotification,
} from './notifications';
export {
  modalPropsAtom,
  openModalAtom,
  useCloseModal,
  useOpenModal,
  type ShopModal,
  type ShopModalProps,
} from './modals';
export {
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  CONSENT_POLL_INTERVAL_MS,
  CONSENT_POLL_TIMEOUT_MS,
  consentChoice,
  consentCookie,
  consentFromCookieHeader,
  consentGroups,
  isConsentAllowed,
  NECESSARY_GROUP,
  parseConsent,
  pollConsent,
  serializeConsent,
  type ConsentChoice,
  type ConsentGroup,
} from './consent/cookie';
export {
  consentAtom,
  consentSettingsOpenAtom,
  readBrowserConsent,
  saveConsentAtom,
  useConsent,
  useConsentAllowed,
  useConsentPoll,
  useOpenConsentSettings,
  type ConsentWaitState,
} from './consent/state';
export {
  CONSENT_BACK_FIELD,
  CONSENT_CHOICE_FIELD,
  CONSENT_FORM_PATH,
  consentBackPath,
  consentFormChoices,
  consentOfFormChoice,
  type ConsentFormChoice,
} from './consent/form';
export { RemoteWidget, RemoteWidgetProvider, type RemoteWidgetProps } from './remote-widgets';
export {
  holdControls,
  HydratingSuspense,
  NeedsScript,
  releaseControls,
  useHydrated,
  useScriptDisabled,
} from './hydrated';
