/**
 * The KurrentDB adapter against the shared contract, when a server is reachable:
 * KURRENTDB_URL=kurrentdb://127.0.0.1:2113?tls=false. Without it this file registers no tests.
 */
import { describeEventStoreContract } from './event-store.contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

const url = process.env.KURRENTDB_URL;
if (url) {
  describeEventStoreContract('KurrentDB', async () => {
    const store = await KurrentDbEventStore.connect(url);
    return { store, dispose: () => store.close() };
  });
} else {
  console.log('# KurrentDB contract not run: KURRENTDB_URL is not set');
}
