# syntax=docker/dockerfile:1
# Reserva's production image (docs/operations.md, ADR 0062). The first stage installs every
# dependency and runs the build CI runs; the second holds only the runtime dependencies and the
# compiled output (dist/), and runs as the unprivileged `node` user of the official image.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The storefront's settings are fixed when it is built (docs/operations.md, "Build-time settings"):
# pass them with --build-arg, or compose's build.args. Unset ones keep their defaults.
ARG VITE_RESERVA_MANAGEMENT_URL
ARG VITE_RESERVA_GOOGLE_CLIENT_ID
ARG VITE_RESERVA_HUMAN_CHECK
ARG VITE_RESERVA_RECAPTCHA_SITE_KEY
ARG VITE_RESERVA_HUMAN_CHECK_FALLBACK_TOKEN
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    RESERVA_STOREFRONT_DIR=/app/dist/storefront \
    RESERVA_DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# Without SMTP_URL mails are written as files under RESERVA_DATA_DIR: the only place the server writes.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Slim images have no curl: node asks the server itself.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "--max-old-space-size=320", "--max-semi-space-size=16", "dist/server/main.mjs"]
