# One image recipe for the whole platform; docker-compose.yml picks a target and a workspace per container.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npx tsx packages/platform/src/cli/launch.ts build --force \
  && npm prune --omit=dev

# A NestJS process: a service or the gateway (WORKSPACE=services/identity, gateway, ...).
FROM node:20-bookworm-slim AS node-service
ARG WORKSPACE
ENV NODE_ENV=production WORKSPACE=${WORKSPACE}
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/${WORKSPACE} ./${WORKSPACE}
USER node
CMD ["sh", "-c", "exec node \"$WORKSPACE/dist/main.js\""]

# A front end's production build behind nginx (APP=shell, mfe-learning, ...; NGINX_CONF picks the server block).
FROM nginx:1.27-alpine AS static
ARG APP
ARG NGINX_CONF=packages/federation/nginx-remote.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
COPY ${NGINX_CONF} /etc/nginx/conf.d/default.conf
