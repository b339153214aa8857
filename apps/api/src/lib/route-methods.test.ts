import { RouteMethods } from './route-methods';

describe('RouteMethods', () => {
  const routes = new RouteMethods();
  routes.add('/health', ['GET', 'HEAD']);
  routes.add('/products/images/:file', 'GET');
  routes.add('/content/page/:rootFolder/path/*', ['GET', 'HEAD']);
  routes.add('/prices/socket/', 'GET');
  routes.add('/admin/prices/recalculate', 'POST');

  it('lists the methods of static, parametric and wildcard routes, sorted', () => {
    expect(routes.allowed('/health')).toEqual(['GET', 'HEAD']);
    expect(routes.allowed('/products/images/CGO-1.svg')).toEqual(['GET']);
    expect(routes.allowed('/content/page/de/path/a/b/c')).toEqual(['GET', 'HEAD']);
    expect(routes.allowed('/admin/prices/recalculate/')).toEqual(['POST']);
    expect(routes.allowed('/prices/socket')).toEqual(['GET']);
  });

  it('knows no methods for paths no route serves', () => {
    expect(routes.allowed('/nothing')).toEqual([]);
    expect(routes.allowed('/products/images/a/b')).toEqual([]);
    expect(routes.allowed('/healthz')).toEqual([]);
  });

  it('merges methods added separately for one pattern', () => {
    const more = new RouteMethods();
    more.add('/a', 'GET');
    more.add('/a/', 'DELETE');
    expect(more.allowed('/a')).toEqual(['DELETE', 'GET']);
  });
});
