# syntax=docker/dockerfile:1.7
# The worker image: the API's compiled code started by apps/worker (job consumers and the
# mail outbox relay, a health port, no HTTP API). Build from the repository root:
#   docker build -f docker/worker.Dockerfile -t mercato-worker .

FROM node:20.20-bookworm-slim AS build
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false CI=true
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/web/package.json apps/web/
COPY apps/web-e2e/package.json apps/web-e2e/
COPY libs/contracts/package.json libs/contracts/
COPY libs/i18n/package.json libs/i18n/
COPY libs/api-client/package.json libs/api-client/
COPY libs/test-support/package.json libs/test-support/
RUN npm install --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build -p @mercato/contracts @mercato/api --output-style=stream-without-prefixes
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20.20-bookworm-slim AS worker
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 HEALTH_PORT=3001 DATA_DIR=/tmp/mercato
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/i18n libs/i18n
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/worker/package.json apps/worker/
COPY --from=build /app/apps/worker/src apps/worker/src
USER 1000:1000
EXPOSE 3001
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.HEALTH_PORT||3001)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The very file the tests run (apps/api/test/support/processes.ts).
CMD ["node", "apps/worker/src/main.js"]
