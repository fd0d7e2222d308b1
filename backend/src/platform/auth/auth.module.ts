import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { ApiKeyVerifier } from './api-key-auth.js';
import { OidcClient } from './oidc-client.js';
import { SignInGates } from './sign-in-gates.js';

/** The Redis connection holding sessions (createApp mounts the session middleware on it). */
export const SESSION_REDIS = Symbol('SESSION_REDIS');

@Global()
@Module({
  providers: [
    OidcClient,
    SignInGates,
    ApiKeyVerifier,
    {
      provide: SESSION_REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
        // Without a listener an unreachable Redis would crash the process ("Unhandled error event");
        // ioredis reconnects by itself, and /api/health reports Redis down meanwhile.
        let reported = false;
        redis.on('error', (err: Error) => {
          if (!reported) new Logger('Redis').warn(`Session Redis unreachable: ${err.message}`);
          reported = true;
        });
        redis.on('ready', () => {
          reported = false;
        });
        return redis;
      },
    },
  ],
  exports: [OidcClient, SESSION_REDIS, SignInGates, ApiKeyVerifier],
})
export class AuthModule implements OnApplicationShutdown {
  constructor(@Inject(SESSION_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
