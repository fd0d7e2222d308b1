import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { OidcClient } from './oidc-client.js';

/** The Redis connection holding sessions (createApp mounts the session middleware on it). */
export const SESSION_REDIS = Symbol('SESSION_REDIS');

@Global()
@Module({
  providers: [
    OidcClient,
    {
      provide: SESSION_REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }),
    },
  ],
  exports: [OidcClient, SESSION_REDIS],
})
export class AuthModule implements OnApplicationShutdown {
  constructor(@Inject(SESSION_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
