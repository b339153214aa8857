/** @jest-environment node */
import { tokenCallOf } from './token-calls';

describe('tokenCallOf', () => {
  it.each([
    ['GET', '/api/admin/customers/anonymous', 'anonymous'],
    ['GET', '/api/admin/customers/anonymous?x=1', 'anonymous'],
    ['GET', '/api/admin//Customers/anonymous/', 'anonymous'],
    ['POST', '/api/customers/login', 'issue'],
    ['POST', '/api//customers/LOGIN/', 'issue'],
    ['POST', '/api/customers/log%69n;jsessionid=1', 'issue'],
    ['POST', '/api/admin/customers/refresh-token', 'refresh'],
    ['POST', '/api/customers/logout', 'logout'],
    ['GET', '/api/customers/login', undefined],
    ['PUT', '/api/customers/login', undefined],
    ['POST', '/api/customers/login/extra', undefined],
    ['POST', '/customers/login', undefined],
    ['POST', '/api/customers/%E0%A4%A', undefined],
  ])('%s %s -> %s', (method, url, expected) => {
    expect(tokenCallOf(method, url, '/api')).toBe(expected);
  });
});
