# One build stage for the whole monorepo; the targets below serve its parts.
FROM node:24-bookworm-slim AS build
# A C compiler for the native query encoder (backend/native); without one the build falls back to WebAssembly.
RUN apt-get update && apt-get install -y --no-install-recommends gcc libc6-dev && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build

# The API, sign-in and (by default) the shell and remotes on one origin.
FROM node:24-bookworm-slim AS backend
WORKDIR /app
COPY --from=build /app /app
ENV PORT=8080
EXPOSE 8080
# The V8 flags of backend/src/platform/config/node-flags.ts (why: see there).
CMD ["node", "--max-semi-space-size=8", "backend/dist/src/main.js"]

# Static servers for the shell and each remote, so a remote can be deployed and moved on its own.
FROM nginx:1.27-alpine AS shell
COPY --from=build /app/frontends/shell/dist /usr/share/nginx/html
COPY deploy/nginx-shell.conf /etc/nginx/conf.d/default.conf
FROM nginx:1.27-alpine AS discovery
COPY --from=build /app/frontends/discovery/dist /usr/share/nginx/html
FROM nginx:1.27-alpine AS institution
COPY --from=build /app/frontends/institution/dist /usr/share/nginx/html
FROM nginx:1.27-alpine AS admin
COPY --from=build /app/frontends/admin/dist /usr/share/nginx/html
