# syntax=docker/dockerfile:1
# The marketplace server as one image: web app and API, started compiled (node dist/main.js), as a non-root user.
# Written without a container runtime at hand: linted and checked by a test, never built here (README, "Docker").

# The lock file and every workspace's manifest: what npm ci needs to install the workspaces (both stages below).
FROM node:22-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Everything installed, then the web app (vite) and the server (esbuild, with the contract) built.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY packages/contract packages/contract
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# Only what the server needs at run time: its production dependencies (the contract is compiled into dist/).
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace apps/server \
  && mkdir -p apps/server/node_modules

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    FILES_DIR=/var/lib/marketplace/files \
    DATA_DIR=/var/lib/marketplace/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
COPY --from=runtime-deps /app/apps/server/node_modules apps/server/node_modules
COPY apps/server/package.json apps/server/
COPY apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# Uploaded files (and, without DATABASE_URL, the embedded database) live in a volume owned by the app's user.
RUN mkdir -p /var/lib/marketplace/files /var/lib/marketplace/data \
  && chown -R node:node /var/lib/marketplace
USER node
EXPOSE 3000
# Liveness; load balancers ask /readyz, which answers 503 from SIGTERM on while the server drains.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 and gets SIGTERM itself (drain: DRAIN_DELAY_SECONDS, DRAIN_TIMEOUT_SECONDS).
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
