import type { FastifyPluginAsync } from 'fastify';
import addressRoutes from './address-routes';
import dataExportRoutes from './data-export-routes';
import loginRoutes from './login-routes';
import passwordRoutes from './password-routes';
import phoneVerificationRoutes from './phone-verification-routes';
import profileRoutes from './profile-routes';
import registrationRoutes from './registration-routes';
import securityRoutes from './security-routes';

/** Every /customers call of spec 7, plus phone verification and account deletion. */
const customerRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(loginRoutes);
  await fastify.register(registrationRoutes);
  await fastify.register(passwordRoutes);
  await fastify.register(profileRoutes);
  await fastify.register(addressRoutes);
  await fastify.register(phoneVerificationRoutes);
  await fastify.register(dataExportRoutes);
  await fastify.register(securityRoutes);
};

export default customerRoutes;
