import { isPriorityCall } from './priority-calls';

describe('isPriorityCall', () => {
  it.each([
    ['POST', '/orders'],
    ['post', '/limit-orders'],
    ['PUT', '/limit-orders/7b6c'],
    ['DELETE', '/limit-orders/:id'],
    ['POST', '/carts/:id/recalculate'],
    ['POST', '/carts/4f1e/recalculate'],
    ['POST', '/deposits'],
    ['POST', '/customers/login'],
    ['POST', '/admin/customers/refresh-token'],
  ])('%s %s is a priority call', (method, path) => {
    expect(isPriorityCall(method, path)).toBe(true);
  });

  it.each([
    ['GET', '/orders'],
    ['GET', '/products/search'],
    ['POST', '/orders/extra'],
    ['POST', '/carts'],
    ['PUT', '/carts/4f1e/line-items'],
    ['GET', '/limit-orders/7b6c'],
    ['POST', '/customers/logout'],
    ['POST', '/carts/a/b/recalculate'],
  ])('%s %s is not', (method, path) => {
    expect(isPriorityCall(method, path)).toBe(false);
  });
});
