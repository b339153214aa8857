/** @jest-environment node */
import { createBalancer } from './balancer';

const [a, b, c] = ['http://a:4001', 'http://b:4002', 'http://c:4003'] as const;

describe('the API balancer', () => {
  it('goes round the instances in turn', () => {
    const balancer = createBalancer([a, b, c]);
    expect(Array.from({ length: 6 }, () => balancer.choose())).toEqual([a, b, c, a, b, c]);
  });

  it('leaves out an instance marked down until it is marked up again', () => {
    const balancer = createBalancer([a, b, c]);
    expect(balancer.markDown(b)).toBe(true);
    expect(balancer.markDown(b)).toBe(false);
    expect(Array.from({ length: 4 }, () => balancer.choose())).toEqual([a, c, a, c]);
    expect(balancer.up()).toEqual([a, c]);
    expect(balancer.markUp(b)).toBe(true);
    expect(balancer.markUp(b)).toBe(false);
    expect(new Set(Array.from({ length: 3 }, () => balancer.choose()))).toEqual(new Set([a, b, c]));
  });

  it('skips the instances a call already tried, and says when none is left', () => {
    const balancer = createBalancer([a, b]);
    expect(balancer.choose(new Set([a]))).toBe(b);
    expect(balancer.choose(new Set([b]))).toBe(a);
    expect(balancer.choose(new Set([a, b]))).toBeUndefined();
  });

  it('tries an instance marked down when every one is down, rather than none', () => {
    const balancer = createBalancer([a, b]);
    balancer.markDown(a);
    balancer.markDown(b);
    expect(balancer.up()).toEqual([]);
    expect(balancer.choose()).toBeDefined();
    expect(balancer.choose(new Set([a]))).toBe(b);
  });

  it('ignores an instance it does not know', () => {
    const balancer = createBalancer([a]);
    expect(balancer.markDown('http://elsewhere:1')).toBe(false);
    expect(balancer.up()).toEqual([a]);
  });
});
