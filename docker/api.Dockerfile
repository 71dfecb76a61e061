# syntax=docker/dockerfile:1.7
# The API image (also the image of the migration Job/service: same build, command
# `node apps/api/dist/migrate.js`). Build from the repository root:
#   docker build -f docker/api.Dockerfile -t mercato-api .

FROM node:20.20-bookworm-slim AS build
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false CI=true
# Manifests first: the dependency layer is cached until a package.json or the lock changes.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/web/package.json apps/web/
COPY apps/web-e2e/package.json apps/web-e2e/
COPY libs/contracts/package.json libs/contracts/
COPY libs/i18n/package.json libs/i18n/
COPY libs/api-client/package.json libs/api-client/
COPY libs/test-support/package.json libs/test-support/
# `npm ci` refuses this lock on registries without other-platform binaries; install honours it.
RUN npm install --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build -p @mercato/contracts @mercato/api --output-style=stream-without-prefixes
# The final image gets production dependencies only.
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20.20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/tmp/mercato
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/i18n libs/i18n
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/assets apps/api/assets
# Non-root (the image's `node` user, uid 1000); the application's files stay owned by root,
# read-only for it. Writable state lives in DATA_DIR (/tmp/mercato: an emptyDir in Kubernetes).
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The very file `npm start` and the tests run (apps/api/test/support/processes.ts).
CMD ["node", "apps/api/dist/main.js"]
