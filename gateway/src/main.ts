import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { answerMalformedRequests, bootstrapService, refuseHostileUrls } from '@pipcrafters/service-kit';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module';
import { SessionService } from './auth/session.service';
import { GatewayEnv, gatewayConfig } from './config/gateway-env';
import { describeGatewayApi } from './docs/gateway-document';
import { ProxiedLane } from './proxy/proxied-lane';
import { RealtimeIoAdapter } from './realtime/realtime-io.adapter';
import { externalRemoteOrigins } from './remotes/remotes-config';
import { websocketOrigins } from './security/content-security-policy';
import { securityHeaders } from './security/security-headers';
import { serveStaticFiles } from './static/static-files';

void bootstrapService({
  name: 'gateway',
  env: GatewayEnv,
  // The gateway streams bodies to the services; it parses none itself.
  nestOptions: { bodyParser: false },
  module: (env) => AppModule.forRoot(env, gatewayConfig(env)),
  configure: async (app, env) => {
    const config = gatewayConfig(env);
    const realtime = new RealtimeIoAdapter(app, config.databaseUrl);
    await realtime.connectToDatabase();
    app.useWebSocketAdapter(realtime);
    // Identity's session changes arrive on the adapter's listening connection: the session cache keeps for long.
    app.get(SessionService).followChanges(realtime);
    const express = (app as NestExpressApplication).getHttpAdapter().getInstance();
    express.set('trust proxy', config.trustProxy);
    const security = securityHeaders(
      externalRemoteOrigins(config.remoteEntries),
      websocketOrigins(config.allowedOrigins),
    );
    const cookies = cookieParser();
    app.use(security);
    // NUL characters and broken percent-encoding in paths and query strings stop here, before any route or proxy;
    // what Node's parser refuses (headers past 16 KB) is answered in Spanish too.
    answerMalformedRequests(app.getHttpServer());
    app.use(refuseHostileUrls);
    app.use(cookies);
    serveStaticFiles(express, config.staticRoot);
    describeGatewayApi(app);
    // Initialised here (listen would), so that socket.io's request listener is in place: the proxied lane goes in
    // front of it and Express, with the middleware Express runs first for every request.
    await app.init();
    app
      .get(ProxiedLane)
      .install(app.getHttpServer(), express, { securityHeaders: security.forHost, cookies });
  },
});
