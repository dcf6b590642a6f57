# LCMDP CMS image (Strapi 5 + the /api-laos contract). Build from the repository root:
#   docker build -t lcmdp-cms .
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY cms/package.json cms/
COPY site/package.json site/
COPY detector/package.json detector/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w @lcmdp/contract && cd cms && STRAPI_TELEMETRY_DISABLED=true NODE_ENV=production npx strapi build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true
COPY --from=build /app /app
WORKDIR /app/cms
EXPOSE 1337
CMD ["sh", "-c", "node scripts/run-seed.js && npx strapi start"]
