/**
 * HTTP connections pinned to checked addresses, for the crawler (admin/scraping) and the
 * integrations' clients (institution/integrations). The early checks (assertCrawlable,
 * publicAddressRefusal) look at a URL before it is fetched, but a plain fetch resolves the name once
 * more when it connects, and a DNS answer
 * that changes in between (rebinding) would lead the socket to an internal address. Here the
 * socket's own lookup resolves the name, refuses non-public addresses (unless configuration allows
 * them) and hands only the checked addresses to the socket; IP literals, which the socket never
 * looks up, are checked before connecting. Redirects stay with the caller (redirect: 'manual'), so
 * each hop connects through this guard again.
 *
 * undici's own fetch is used with its Agent so that the dispatcher and fetch come from one version.
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import type { FetchLike } from './retrying-fetch.js';
import { RefusedAddressError, type Resolver, checkedAddresses, isNonPublicAddress, systemResolver } from './address-guard.js';

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function wantedFamily(family: LookupOptions['family']): 4 | 6 | null {
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return null;
}

/** A socket `lookup` that resolves through `resolve` and answers only with checked addresses. */
export function guardedLookup(allowPrivate: boolean, resolve: Resolver = systemResolver): net.LookupFunction {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    checkedAddresses(hostname, allowPrivate, resolve).then(
      (addresses) => {
        const family = wantedFamily(options.family);
        const usable = family ? addresses.filter((a) => net.isIP(a) === family) : addresses;
        if (usable.length === 0) {
          callback(new RefusedAddressError(`${hostname} has no IPv${family} address`), '');
        } else if (options.all) {
          callback(null, usable.map((address) => ({ address, family: net.isIP(address) })));
        } else {
          callback(null, usable[0], net.isIP(usable[0]));
        }
      },
      (err: Error) => callback(err, ''),
    );
  };
}

/** The refusal of `host` when it is a non-public IP literal (which a socket connects to without a lookup); null otherwise. */
export function literalRefusal(host: string, allowPrivate: boolean): RefusedAddressError | null {
  const bare = host.replace(/^\[|\]$/g, '');
  if (allowPrivate || !net.isIP(bare) || !isNonPublicAddress(bare)) return null;
  return new RefusedAddressError(`${bare} is a private or reserved address; refused`, bare);
}

/** An undici Agent whose every connection goes to an address checked at connect time. */
export function guardedDispatcher(allowPrivate: boolean, resolve: Resolver = systemResolver): Agent {
  const connect = buildConnector({ lookup: guardedLookup(allowPrivate, resolve) });
  return new Agent({
    connect: (options, callback) => {
      const refused = literalRefusal(options.hostname, allowPrivate);
      if (refused) {
        callback(refused, null);
        return;
      }
      connect(options, callback);
    },
  });
}

/**
 * node:http and node:https Agents whose sockets resolve names through guardedLookup, for clients
 * that take such agents rather than a fetch (the S3 SDK's NodeHttpHandler). A socket never looks up
 * an IP literal, so the caller refuses one with literalRefusal before the client is used.
 */
export function guardedNodeAgents(allowPrivate: boolean, resolve: Resolver = systemResolver): { httpAgent: http.Agent; httpsAgent: https.Agent } {
  const lookup = guardedLookup(allowPrivate, resolve);
  return { httpAgent: new http.Agent({ lookup }), httpsAgent: new https.Agent({ lookup }) };
}

/** A fetch through `dispatcher` that never follows redirects itself (the caller checks each hop). */
export function guardedFetch(dispatcher: Agent): FetchLike {
  return (input, init) =>
    undiciFetch(input, { ...(init as Parameters<typeof undiciFetch>[1]), redirect: 'manual', dispatcher }) as unknown as Promise<Response>;
}
