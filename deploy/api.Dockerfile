# syntax=docker/dockerfile:1
# An API instance, from the build on the host (`pnpm build`: apps/api/dist) and the API's
# production dependencies (pnpm deploy). Build from the repository root:
#   docker build -f deploy/api.Dockerfile -t shop-api .
# Every setting comes from the environment (README, Configuration); nothing is baked in but
# where to listen.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG PNPM_VERSION=10.34.9

FROM ${NODE_IMAGE} AS dependencies
ARG PNPM_VERSION
RUN npm install --global pnpm@${PNPM_VERSION}
WORKDIR /repo
COPY . .
# The package and the workspace packages it uses, from the lockfile; then the package alone with
# its production dependencies (argon2 ships prebuilt binaries).
RUN pnpm install --frozen-lockfile --filter "@shop/api..." \
 && pnpm --filter @shop/api deploy --prod --legacy /out

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    API_PORT=4000
# The API finds its files (media, its package for the API docs' assets) from the working
# directory, laid out as in the repository.
WORKDIR /app
COPY --from=dependencies /out apps/api
COPY apps/api/dist apps/api/dist
USER node
EXPOSE 4000
# Readiness: the database answers and the instance is not draining (503 from SIGTERM on).
HEALTHCHECK --interval=5s --timeout=2s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.API_PORT}/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: not ready for SHUTDOWN_DRAIN_MS, then in-flight requests finish, sockets close (1012).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
