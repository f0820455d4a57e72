# syntax=docker/dockerfile:1
# VetConsult in one container: Bun serves the app, the database and uploads live in /app/data.
#
#   docker build -t vetconsult .
#   docker run -p 3000:3000 -v vetconsult-data:/app/data -e JWT_SECRET=<at least 32 random characters> vetconsult
#
# JWT_SECRET is required: with NODE_ENV=production the app refuses to start without it.
# Every other setting (README, "Environment") is optional and passed with -e the same way.

# The base image, pinned by digest so a rebuild gets the same bytes: scripts/pin-base-image.sh
# resolves the tag's digest (it needs Docker and the network) and rewrites this line.
ARG BUN_IMAGE=oven/bun:1.4.5-slim

# Production dependencies only: what the runtime stage ships.
FROM ${BUN_IMAGE} AS deps
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
# Our patch of @kitajs/html (attribute values fully escaped) is applied by the install.
COPY patches ./patches
RUN bun install --frozen-lockfile --production \
  # A prescription prints in the regular and bold faces only (prescriptions.fonts.ts): the other weights are 55 MB of nothing.
  && find node_modules/@embedpdf -path '*/fonts/*' -type f ! -name 'NotoSans-Regular.ttf' ! -name 'NotoSans-Bold.ttf' ! -name 'NotoSansHans-Regular.otf' ! -name 'NotoSansHans-Bold.otf' -delete

# All dependencies (the build needs dev ones), then the browser bundles: public/islands and public/vendor.
FROM ${BUN_IMAGE} AS build
WORKDIR /app
COPY package.json bun.lock bunfig.toml ./
# Our patch of @kitajs/html (attribute values fully escaped) is applied by the install.
COPY patches ./patches
RUN bun install --frozen-lockfile
COPY . .
RUN bun scripts/build.ts

FROM ${BUN_IMAGE} AS runtime
# tini as PID 1 forwards SIGTERM: Bun itself as PID 1 ignores it, so `docker stop` would wait for SIGKILL.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_URL=file:/app/data/app.db \
    DATA_DIR=/app/data
# The code stays owned by root (read-only to the app); only the data folder is the bun user's.
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src ./src
COPY db ./db
COPY islands ./islands
COPY migrations ./migrations
# Backup, restore and the reports roll-up rebuild run inside the container:
#   docker compose exec app bun scripts/backup.ts
COPY scripts ./scripts
COPY --from=build /app/public ./public
RUN mkdir -p /app/data && chown bun:bun /app/data
USER bun
VOLUME ["/app/data"]
EXPOSE 3000
# curl is not in the image; Bun's fetch asks the app itself.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["bun", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["bun", "src/main.ts"]
