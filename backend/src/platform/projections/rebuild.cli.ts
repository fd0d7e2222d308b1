/**
 * `npm run projections:rebuild -- <name|all> [name…]`: empties the named read models and replays
 * the event log into them. Boots the application's modules without HTTP and without the live
 * projection runner (PROJECTIONS_DISABLED=true). Exit 0 done, 1 failed, 2 bad arguments.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { EventStore } from '../event-store/event-store.port.js';
import { PG_POOL } from '../database/database.module.js';
import type { Pool } from '../database/database.js';
import { ProjectionRegistry } from './projections.module.js';
import { UnknownProjectionError, rebuildProjections, resolveProjectionNames } from './rebuild.js';

process.env.PROJECTIONS_DISABLED = 'true';
const requested = process.argv.slice(2).filter((a) => a !== '--');

const { AppModule } = await import('../../app.module.js');
const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn'] });
let code = 0;
try {
  const registry = app.get(ProjectionRegistry);
  const known = registry.all().map((p) => p.name);
  if (requested.length === 0) {
    console.error(`Usage: npm run projections:rebuild -- <name|all> [name…]\nKnown projections: ${known.join(', ') || '(none registered)'}`);
    code = 2;
  } else {
    const names = resolveProjectionNames(requested, known);
    if (names.length === 0) {
      console.log('No projections are registered: nothing to rebuild.');
    } else {
      console.log(`Rebuilding ${names.join(', ')}…`);
      const tty = process.stdout.isTTY;
      let lastLine = 0;
      const started = performance.now();
      const result = await rebuildProjections(app.get(EventStore), app.get<Pool>(PG_POOL), registry.all(), names, (_position, events) => {
        const now = performance.now();
        if (!tty && now - lastLine < 1000) return;
        lastLine = now;
        const rate = Math.round(events / Math.max((now - started) / 1000, 0.001));
        const line = `  ${events} events replayed (${rate} events/s)`;
        if (tty) process.stdout.write(`\r${line}`);
        else console.log(line);
      });
      if (tty) process.stdout.write('\n');
      const seconds = result.ms / 1000;
      console.log(
        `Rebuilt ${result.names.join(', ')}: ${result.events} events in ${seconds.toFixed(2)} s ` +
          `(${Math.round(result.events / Math.max(seconds, 0.001))} events/s), up to position ${result.head.commit}/${result.head.prepare}.`,
      );
    }
  }
} catch (err) {
  if (err instanceof UnknownProjectionError) {
    console.error(err.message);
    code = 2;
  } else {
    console.error(`Rebuild failed: ${(err as Error).stack ?? err}`);
    code = 1;
  }
} finally {
  await app.close();
}
process.exit(code);
