# Flap Master as a container: Node 24 (slim Debian), the production build, production dependencies
# only, running as the unprivileged `node` user. compose.yaml runs two of these behind nginx against
# PostgreSQL; docs/operations.md "Containers" has the commands. tests/deploy-files.test.ts keeps the
# invariants of this file (non-root, health check, Node 24) from rotting.

# ---- build: every dependency (Vite, React Router's compiler) and `npm run build` -----------------
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci`: exactly the lockfile's versions, as .ci/run installs them (docs/decisions/001).
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- production dependencies only ---------------------------------------------------------------
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime ------------------------------------------------------------------------------------
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=file:/app/data/flapmaster.db
WORKDIR /app
# The server runs its TypeScript directly (Node 24 strips the types): sources, the build and the
# production node_modules, all owned by root and read-only to the app; only data/ is writable.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY server ./server
COPY app ./app
COPY game ./game
COPY scripts ./scripts
# Fonts for the replays' share images (server/site/replay-image.ts draws their text with resvg):
# DejaVu for Latin, Greek and Cyrillic; add fonts-noto-cjk for names in Chinese or Japanese script.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /app/data && chown node:node /app/data
USER node
# The embedded SQLite database (when DATABASE_URL is not PostgreSQL) lives here: mount a volume.
VOLUME ["/app/data"]
EXPOSE 3000
# No curl in the slim image: Node asks /healthz (200 when the database answers and migrations ran;
# 503 while draining, so an orchestrator stops routing here before the process exits).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop): the server drains in-flight requests within SHUTDOWN_TIMEOUT_MS (10 s).
STOPSIGNAL SIGTERM
CMD ["node", "server/main.ts"]
