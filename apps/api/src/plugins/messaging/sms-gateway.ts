import type { MessageTransport } from './transport';

/**
 * SMS through an HTTP gateway (SMS_GATEWAY_URL): POST JSON {to, text, id} (id: the
 * same on a repeated attempt, for the gateway to drop a duplicate); any answer but 2xx is a
 * failure. Most providers sit behind a small adapter speaking this.
 */
export function createSmsGatewayTransport(
  url: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): MessageTransport {
  return {
    name: 'sms-gateway',
    async send(message) {
      if (message.channel !== 'sms') throw new Error('The SMS gateway sends SMS only');
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text, id: message.deliveryId }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}`);
    },
  };
}
