# Multi-stage build: compile everything once, ship only what runs.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY packages/text/package.json packages/text/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w packages/text && npm run build -w frontend && npm run build -w backend

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
# What a freed password hash's memory goes back to the system (the Makefile's note; docs/operations.md, "Memory").
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY packages/text/package.json packages/text/
RUN npm ci --omit=dev --no-audit --no-fund -w backend -w packages/text
COPY --from=build /app/packages/text/dist packages/text/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/backend/resources/pdf backend/resources/pdf
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-ssr frontend/dist-ssr
USER node
EXPOSE 3000
CMD ["node", "backend/dist/src/main.js", "migrate", "seed", "serve"]
