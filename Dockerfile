# syntax=docker/dockerfile:1
# The app image for docker-compose.yml: one Node process serving the API, the web app and the widget.
# Three stages: production dependencies alone; a build with every dependency; and the runtime image
# with only the first's node_modules and the second's dist/, run as the unprivileged `node` user.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# npm ci: exactly the lock, or fail (a stale lock fails the build instead of being rewritten).
RUN npm ci --omit=dev --no-audit --no-fund --loglevel=error

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# tini is PID 1: it forwards SIGTERM/SIGINT to node (which then stops taking connections, finishes
# the requests in flight and closes the database; server/main.ts) and reaps any orphaned process, as
# a bare `node` as PID 1 would not. node is its only child: never npm, which does not pass signals on.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini=0.19.0-1+b3 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY migrations ./migrations
# The operator commands (`npm run partner|backup|restore|seed`, through tsx) run from the sources.
COPY tsconfig.json ./
COPY shared ./shared
COPY server ./server
COPY tools ./tools
COPY widget ./widget
COPY scripts ./scripts
# DATA_DIR holds generated secrets and, without DATABASE_URL/STORAGE_URL, the database and photos:
# mount a volume there. Everything else stays root-owned and read-only to the app.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# The server's node flags are package.json config.serverNodeFlags (server/process/server-node-flags.test.ts checks this line).
CMD ["node", "--max-semi-space-size=64", "--enable-source-maps", "dist/server/main.js"]
