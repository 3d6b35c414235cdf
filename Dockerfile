# The storefront as one container image: `next build` with output 'standalone', completed by
# scripts/standalone.mjs (browser assets, public/, SQL migrations). See docs/deploy.md.
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx next build && node scripts/standalone.mjs .next

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: stop accepting, finish in-flight requests, stop the expiry sweep, exit. With WEB_CONCURRENCY
# (PostgreSQL only) the launcher runs that many server processes on the port and passes the signal to each.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/cluster.mjs", "server.js"]
