import type { FastifyPluginAsync } from 'fastify';
import addressRoutes from './addresses';
import loginRoutes from './login';
import passwordRoutes from './passwords';
import phoneVerificationRoutes from './phone-verification';
import profileRoutes from './profile';
import registrationRoutes from './registration';

/** Every /customers call of spec 7, plus phone verification and account deletion. */
const customerRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(loginRoutes);
  await fastify.register(registrationRoutes);
  await fastify.register(passwordRoutes);
  await fastify.register(profileRoutes);
  await fastify.register(addressRoutes);
  await fastify.register(phoneVerificationRoutes, { prefix: '/phone-verification' });
};

export default customerRoutes;
