# syntax=docker/dockerfile:1
# Handlowo as one container image (docs/deployment.md, ADR 026). Not built in CI: there is no
# container daemon there; apps/server/src/config/deployment-docs.test.ts keeps its environment
# keys honest.

# --- build: every dependency, the web app (Vite) ---------------------------------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci
COPY packages/contract packages/contract
COPY apps/web apps/web
RUN npm run build

# --- runtime: production dependencies, the server sources and bundle, the built web app -----
FROM node:22-bookworm-slim AS runtime
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# tsx (and its esbuild) is a production dependency of the server: it runs `npm run db:migrate`
# and builds the server bundle below.
RUN npm ci --omit=dev && npm cache clean --force
COPY packages/contract packages/contract
COPY apps/server apps/server
COPY scripts scripts
COPY --from=build /app/apps/web/dist apps/web/dist
# The server compiled into one module once, here, as `npm start` would at its first start
# (scripts/server-bundle.mjs); the image runs it with plain node.
RUN node -e "import('./scripts/server-bundle.mjs').then((m) => m.ensureServerBundle())" \
  && mkdir -p /app/data && chown node:node /app/data

# Non-root. DATA_DIR holds the embedded database and media only when no PostgreSQL and no S3
# are configured (one instance); the generated JWT secret too, unless JWT_SECRET is set.
USER node
ENV DATA_DIR=/app/data
ENV PORT=3000
EXPOSE 3000
VOLUME ["/app/data"]

# Readiness, not liveness: 503 while the database is away and from the first SIGTERM on.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# node is PID 1 and handles SIGTERM itself: it drains for up to SHUTDOWN_GRACE_MS (10 s) and
# exits 0. Give the container runtime's stop timeout more than that (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "node_modules/.cache/handlowo-server/server.mjs"]
