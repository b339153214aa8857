import { useSetAtom } from 'jotai';
import { startTransition, useEffect } from 'react';
import { sessionCookiesReadyAtom } from '@shop/api-client/react';

/**
 * After the first commit (the hydration of a server-rendered page) the session's cookies count:
 * the header's account entry and cart badges render again for the signed-in customer, in a
 * transition, so the main thread stays free while they do.
 */
export function SessionCookiesReady() {
  const setReady = useSetAtom(sessionCookiesReadyAtom);
  useEffect(() => startTransition(() => setReady(true)), [setReady]);
  return null;
}
