# Marhaba in one container: the compiled executable, a non-root user and a data volume. A school's own
# instance sells nothing (PAYMENTS=off below): it needs only its public address.
#   docker build -t marhaba .
#   docker run -d --name marhaba -p 3000:3000 -v marhaba-data:/data -e APP_URL=https://school.example marhaba
#   docker logs marhaba        # the one-time setup code: open https://school.example/setup and enter it
# Backups are written daily to /data/backups (the volume). Selling subscriptions: -e PAYMENTS=on with
# -e STRIPE_SECRET_KEY=… -e STRIPE_WEBHOOK_SECRET=… (docker-compose.yml does). tests/exe/container.test.ts
# runs the executable as this image does (user, environment, HEALTHCHECK, STOPSIGNAL).

# --- build: install with npm (Bun arrives as an npm dependency), test-free compile ---
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- run: just the executable ---
FROM debian:bookworm-slim
# postgresql-client: pg_dump for `cli db:backup` when DATABASE_URL is PostgreSQL (Debian 12's is 15, as in compose)
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates tzdata postgresql-client \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --user-group --home-dir /data --no-create-home marhaba \
 && mkdir -p /data && chown marhaba:marhaba /data
COPY --from=build /src/dist/marhaba /usr/local/bin/marhaba
# `cli …` inside the container runs the operator CLI against the same data volume.
RUN printf '#!/bin/sh\nexec /usr/local/bin/marhaba cli "$@"\n' > /usr/local/bin/cli && chmod 0755 /usr/local/bin/cli
USER marhaba
WORKDIR /data
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
    PAYMENTS=off
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["/usr/local/bin/marhaba", "healthcheck"]
STOPSIGNAL SIGTERM
CMD ["/usr/local/bin/marhaba"]
