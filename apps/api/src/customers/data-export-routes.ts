import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { endpointRoute } from '../lib/endpoint-route';
import { customerIdOf } from '../sessions/auth';
import { exportCustomerData, exportFileName } from './data-export';

/** The customer's own data as a JSON download (issue 26, item 7). */
const dataExportRoutes: FastifyPluginAsync = async (fastify) => {
  endpointRoute(fastify, endpoints.customers.exportData, async (_input, request, reply) => {
    const now = new Date();
    const data = await exportCustomerData(fastify, customerIdOf(request), now);
    void reply
      .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
      .header('cache-control', 'no-store');
    return data;
  });
};

export default dataExportRoutes;
