import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { sessionCookiesReadyAtom } from '@shop/api-client/react';

/**
 * After the first commit (the hydration of a server-rendered page) the session's cookies count:
 * the header's account entry and cart badges render again for the signed-in customer.
 */
export function SessionCookiesReady() {
  const setReady = useSetAtom(sessionCookiesReadyAtom);
  useEffect(() => setReady(true), [setReady]);
  return null;
}
