export {
  apiError,
  fakeApi,
  reply,
  toReply,
  type ApiCall,
  type ApiHandler,
  type ApiReply,
  type EndpointCall,
  type EndpointHandler,
  type FakeApi,
  type RawRoute,
} from './fake-api';
export {
  renderPage,
  configureTestKit,
  type MessageTables,
  type PageAt,
  type RenderOptions,
} from './render-page';
export { setSession, type SessionLevel } from './session';
export { missingTranslations } from './messages';
