import { initialPriceStatus, serverNow, withPriceResponse } from './price-status';

describe('withPriceResponse', () => {
  const response = {
    lastRecalculatedAt: '2026-05-04T10:00:00.000Z',
    nextRecalculationAt: '2026-05-04T10:03:00.000Z',
    serverTimestamp: '2026-05-04T10:01:00.000Z',
  };

  it('measures the server clock offset and takes the times of a first response', () => {
    const receivedAt = Date.parse('2026-05-04T10:00:55.000Z');
    const status = withPriceResponse(initialPriceStatus, response, receivedAt);
    expect(status).toMatchObject({
      serverOffsetMs: 5_000,
      lastRecalculatedAt: response.lastRecalculatedAt,
      nextRecalculationAt: response.nextRecalculationAt,
    });
    expect(serverNow(status, receivedAt)).toBe(Date.parse(response.serverTimestamp));
  });

  it('keeps newer times the socket reported', () => {
    const known = {
      ...initialPriceStatus,
      lastRecalculatedAt: '2026-05-04T10:03:00.000Z',
      nextRecalculationAt: '2026-05-04T10:06:00.000Z',
    };
    const status = withPriceResponse(known, response, Date.parse(response.serverTimestamp));
    expect(status).toBe(known);
  });
});
