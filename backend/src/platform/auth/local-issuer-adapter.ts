/**
 * Storage of the local issuer (interactions, sessions, grants, codes, tokens) in Redis under
 * `<REDIS_PREFIX>oidc:`, after oidc-provider's Redis adapter example: sign-ins in flight survive
 * a restart and several backend processes share them. Every key expires with its artefact.
 */
import type { Redis } from 'ioredis';
import type { Adapter, AdapterPayload } from 'oidc-provider';

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export function redisAdapter(redis: Redis, prefix: string) {
  const key = (model: string, id: string) => `${prefix}oidc:${model}:${id}`;
  const grantKey = (id: string) => `${prefix}oidc:grant:${id}`;
  const userCodeKey = (code: string) => `${prefix}oidc:userCode:${code}`;
  const uidKey = (uid: string) => `${prefix}oidc:uid:${uid}`;

  return class RedisAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const k = key(this.model, id);
      const multi = redis.multi();
      multi.set(k, JSON.stringify(payload));
      if (expiresIn) multi.expire(k, expiresIn);
      if (GRANTABLE.has(this.model) && payload.grantId) {
        const g = grantKey(payload.grantId);
        multi.rpush(g, k);
        if (expiresIn) multi.expire(g, expiresIn);
      }
      if (payload.userCode) {
        multi.set(userCodeKey(payload.userCode), id);
        if (expiresIn) multi.expire(userCodeKey(payload.userCode), expiresIn);
      }
      if (payload.uid) {
        multi.set(uidKey(payload.uid), id);
        if (expiresIn) multi.expire(uidKey(payload.uid), expiresIn);
      }
      await multi.exec();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      const data = await redis.get(key(this.model, id));
      return data ? (JSON.parse(data) as AdapterPayload) : undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = await redis.get(uidKey(uid));
      return id ? this.find(id) : undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const id = await redis.get(userCodeKey(userCode));
      return id ? this.find(id) : undefined;
    }

    async consume(id: string): Promise<void> {
      const k = key(this.model, id);
      const data = await redis.get(k);
      if (!data) return;
      const ttl = await redis.ttl(k);
      const payload = { ...(JSON.parse(data) as AdapterPayload), consumed: Math.floor(Date.now() / 1000) };
      if (ttl > 0) await redis.set(k, JSON.stringify(payload), 'EX', ttl);
      else await redis.set(k, JSON.stringify(payload));
    }

    async destroy(id: string): Promise<void> {
      await redis.del(key(this.model, id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      const g = grantKey(grantId);
      const keys = await redis.lrange(g, 0, -1);
      await redis.del(...keys, g);
    }
  };
}
