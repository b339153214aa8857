# syntax=docker/dockerfile:1
# One remote's static server (tooling/static-server, no dependencies) with its build from the
# host (`pnpm build`: apps/<remote>/dist). Build from the repository root, once per remote:
#   docker build -f deploy/remote.Dockerfile --build-arg REMOTE=catalog -t shop-catalog .
# EDGE_SECRET from the environment: the remote's server build goes to the edges only.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE}
ARG REMOTE
RUN test -n "${REMOTE}" || (echo 'build with --build-arg REMOTE=<name>' >&2 && exit 1)
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080
WORKDIR /app
# The static server reads the remotes' list from its place in the repository.
COPY packages/i18n/src/remotes.json packages/i18n/src/remotes.json
COPY tooling/static-server tooling/static-server
COPY apps/${REMOTE}/dist site
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=2s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/mf-manifest.json`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Port and address from PORT and HOST.
CMD ["node", "tooling/static-server/bin/shop-static-server.mjs", "--dir", "site", "--cors"]
