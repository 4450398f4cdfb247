import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { bootstrapService } from '@pipcrafters/service-kit';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module';
import { GatewayEnv, gatewayConfig } from './config/gateway-env';
import { externalRemoteOrigins } from './remotes/remotes-config';
import { securityHeaders } from './security/security-headers';
import { serveStaticFiles } from './static/static-files';

void bootstrapService({
  name: 'gateway',
  env: GatewayEnv,
  // The gateway streams bodies to the services; it parses none itself.
  nestOptions: { bodyParser: false },
  module: (env) => AppModule.forRoot(env, gatewayConfig(env)),
  configure: (app, env) => {
    const config = gatewayConfig(env);
    const express = (app as NestExpressApplication).getHttpAdapter().getInstance();
    express.set('trust proxy', config.trustProxy);
    app.use(securityHeaders(externalRemoteOrigins(config.remoteEntries)));
    app.use(cookieParser());
    serveStaticFiles(express, config.staticRoot);
  },
});
