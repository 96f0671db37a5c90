# One image for every server process; docker-compose.yml picks the command per service.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY contract/package.json contract/
COPY db/package.json db/
COPY workflows/package.json workflows/
COPY workers/package.json workers/
COPY api/package.json api/
COPY admin-ui/package.json admin-ui/
COPY portal-ui/package.json portal-ui/
COPY ui-kit/package.json ui-kit/
COPY scripts/package.json scripts/
# Dev dependencies too: the services run TypeScript through tsx.
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build:workflows -- workers/dist/workflow-bundle.js
# The staff console and the portal: static files the api serves from admin-ui/dist and portal-ui/dist.
RUN npm run build:ui
ENV WORKFLOW_BUNDLE_PATH=/app/workers/dist/workflow-bundle.js
RUN mkdir -p /var/lib/claims/uploads && chown node /var/lib/claims/uploads
USER node
EXPOSE 3000
CMD ["npx", "tsx", "api/src/server.ts"]
