/** The stored address as the body of an update (to change only its default flags). */
export { addressDraftOf as draftOf } from '@shop/api-client';
