import { errorCodes } from '../../schemas/error';
import { ApiLoadSchema, HealthSchema, ReadinessSchema } from '../../schemas/health';
import { endpoint } from '../endpoint';

const tag = 'Health';

/** For the edge, an orchestrator and operators. */
export const healthEndpoints = {
  check: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Tell whether this instance can serve: its database answers in time',
    description: 'Names the instance that answered (INSTANCE_ID), one of several behind the edge.',
    tag,
    access: 'public',
    answer: { status: 200, schema: HealthSchema },
    errors: { 503: [errorCodes.repositoryTimeout, errorCodes.repositoryUnavailable] },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/health/ready',
    summary: 'Tell whether this instance takes new work: not shutting down, its database answers',
    description:
      'The edge and an orchestrator send new calls only to ready instances. From SIGTERM on it ' +
      'answers 503 instance_draining while the instance finishes what it has.',
    tag,
    access: 'public',
    answer: { status: 200, schema: ReadinessSchema },
    errors: {
      503: [
        errorCodes.instanceDraining,
        errorCodes.repositoryTimeout,
        errorCodes.repositoryUnavailable,
      ],
    },
  }),
  load: endpoint({
    method: 'GET',
    path: '/health/load',
    summary: 'Read the requests and price sockets this instance holds now',
    description:
      'Never refused for load. Probes compare it with the idle value after a fault: a count that ' +
      'does not come back is work counted and never let go.',
    tag,
    access: 'public',
    answer: { status: 200, schema: ApiLoadSchema },
  }),
};
