# syntax=docker/dockerfile:1.7
# The one Node image of Mercato: the API, the worker and the migration are three commands of it
#   API        node apps/api/dist/main.js      (the default)
#   worker     node apps/worker/src/main.js
#   migration  node apps/api/dist/migrate.js
# Build from the repository root:  docker build -f docker/api.Dockerfile -t mercato-api .
# Node 24 LTS, pinned by version (README: "Node versions"); BuildKit caches npm's downloads.

ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
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
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm install --no-audit --no-fund
COPY . .
# The web app too: the API renders the category and product pages with its server build.
RUN npx nx run-many -t build -p @mercato/contracts @mercato/api @mercato/web --output-style=stream-without-prefixes

# Production dependencies of the API only: no web app (React, Vite), no dev tools, no
# embedded database (docker/api-production-manifest.mjs says why).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY libs/contracts/package.json libs/contracts/
COPY libs/i18n/package.json libs/i18n/
COPY docker/api-production-manifest.mjs docker/
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    node docker/api-production-manifest.mjs && npm install --omit=dev --no-audit --no-fund && rm -rf docker

FROM ${NODE_IMAGE} AS api
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 HEALTH_PORT=3001 METRICS_PORT=9464 DATA_DIR=/tmp/mercato
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/i18n libs/i18n
COPY --from=prod-deps /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/assets apps/api/assets
# What the API reads of the web app's build (apps/api/src/platform/http/web-app.ts and
# catalogue-pages.ts, from apps/web/dist): the template whose presence turns the web app on,
# the prerendered pages (pages.json; the skeletons sent for a 404 or a view left to the app)
# and the server build (entry-server.js with its chunks, self-contained: React inside; the
# pages it fills). nginx (the web image) sends /category/ and /product/ here; the assets stay
# with nginx. Without these files the API sends no page and nginx its prerendered skeleton.
COPY --from=build /app/apps/web/dist/index.html apps/web/dist/index.html
COPY --from=build /app/apps/web/dist/prerendered apps/web/dist/prerendered
COPY --from=build /app/apps/web/dist/server apps/web/dist/server
COPY --from=build /app/apps/worker/package.json apps/worker/
COPY --from=build /app/apps/worker/src apps/worker/src
# Non-root (the image's `node` user, uid 1000); the application's files stay owned by root,
# read-only for it. Writable state lives in DATA_DIR (/tmp/mercato: an emptyDir in Kubernetes).
USER 1000:1000
EXPOSE 3000 3001 9464
# The API's health; the worker's container overrides it (compose) or uses its probes (k8s).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The very file `npm start` and the tests run (apps/api/test/support/processes.ts).
CMD ["node", "apps/api/dist/main.js"]
