# syntax=docker/dockerfile:1.7
# The web image: the built single-page app served by nginx (non-root, port 8080), which
# proxies /api, /translate and /media to the API (service `api`, port 3000), and the category
# and product pages, which the API renders (their prerendered skeletons when it cannot). Build from the
# repository root:  docker build -f docker/web.Dockerfile -t mercato-web .

FROM node:24.21.0-bookworm-slim AS build
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
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm install --no-audit --no-fund
COPY . .
# The generated client comes from openapi.yaml during the build: no stale client can ship.
RUN npx nx run @mercato/web:build --output-style=stream-without-prefixes

FROM nginxinc/nginx-unprivileged:1.27-alpine AS web
# Only the static files and the configuration: no Node, no dependencies at all.
COPY docker/nginx/nginx.conf /etc/nginx/nginx.conf
COPY docker/nginx/security-headers.conf /etc/nginx/security-headers.conf
COPY docker/nginx/prerendered-page.conf /etc/nginx/prerendered-page.conf
COPY --from=build /app/apps/web/dist /usr/share/nginx/html
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
CMD ["nginx", "-g", "daemon off;"]
