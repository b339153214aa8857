import type { Request } from '../client';
import { ApiLoadSchema, HealthSchema } from '../schemas/health';
import type { CallOptions } from './products';

export function createHealthResource(request: Request) {
  return {
    check: (options: CallOptions = {}) => request('/health', { schema: HealthSchema, ...options }),
    load: (options: CallOptions = {}) =>
      request('/health/load', { schema: ApiLoadSchema, ...options }),
  };
}
