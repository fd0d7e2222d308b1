/** Unit: the KurrentDB URL forms map onto the client's connection string. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { toEsdbConnectionString } from './kurrentdb-event-store.js';

test('kurrentdb://, kdb:// and esdb:// URLs become esdb:// connection strings', () => {
  assert.equal(toEsdbConnectionString('kurrentdb://127.0.0.1:2113?tls=false'), 'esdb://127.0.0.1:2113?tls=false');
  assert.equal(toEsdbConnectionString('kdb://admin:changeit@db:2113'), 'esdb://admin:changeit@db:2113');
  assert.equal(toEsdbConnectionString('kurrentdb+discover://a:2113,b:2113'), 'esdb+discover://a:2113,b:2113');
  assert.equal(toEsdbConnectionString('esdb://127.0.0.1:2113?tls=false'), 'esdb://127.0.0.1:2113?tls=false');
});
