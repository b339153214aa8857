import { NoQuerySchema } from '../../schemas/no-query';
import { RenderVersionsSchema } from '../../schemas/versions';
import { endpoint } from '../endpoint';

/** For the edge, which keys its rendered pages on these versions. */
export const versionEndpoints = {
  current: endpoint({
    method: 'GET',
    path: '/versions',
    summary: 'Read the price sheet and content versions rendered pages are keyed on',
    description: '`prices` is null until the first recalculation. Answered from memory.',
    tag: 'Versions',
    access: 'public',
    query: NoQuerySchema,
    answer: { status: 200, schema: RenderVersionsSchema },
  }),
};
