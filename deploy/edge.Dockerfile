# syntax=docker/dockerfile:1
# An edge instance (the shell's server), from the build on the host (`pnpm build`:
# apps/shell/dist, dist-backoffice and dist-server) and the shell's production dependencies
# (pnpm deploy). Build from the repository root:
#   docker build -f deploy/edge.Dockerfile -t shop-edge .
# Every setting comes from the environment: API_URLS, REMOTE_*_URL, EDGE_SECRET, SHOP_ORIGINS …
ARG NODE_IMAGE=node:20-bookworm-slim
ARG PNPM_VERSION=10.34.9

FROM ${NODE_IMAGE} AS dependencies
ARG PNPM_VERSION
RUN npm install --global pnpm@${PNPM_VERSION}
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --filter "@shop/shell..." \
 && pnpm --filter @shop/shell deploy --prod --legacy /out

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app/apps/shell
COPY --from=dependencies /out .
COPY apps/shell/dist dist
COPY apps/shell/dist-backoffice dist-backoffice
COPY apps/shell/dist-server dist-server
USER node
EXPOSE 3000
# Readiness: not draining, and at least one API instance is up.
HEALTHCHECK --interval=5s --timeout=2s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: not ready for SHUTDOWN_DRAIN_MS, then in-flight requests finish, sockets close (1012).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist-server/index.js"]
