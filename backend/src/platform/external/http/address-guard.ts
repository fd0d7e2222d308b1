/**
 * Addresses taken from configuration or from what a remote sends back (a catalogue link, a redirect,
 * an integration's webhook URL) must not lead the backend to internal services, so anything inside
 * private, loopback, link-local (cloud metadata, 169.254.169.254), carrier-grade NAT, multicast or
 * reserved ranges is refused, unless configuration allows it (tests serve stand-ins on loopback:
 * SCRAPING_ALLOW_PRIVATE_HOSTS for the crawler, INTEGRATION_ALLOW_PRIVATE_HOSTS for integrations).
 * Every hostname is resolved and all its addresses checked. assertCrawlable and publicAddressRefusal
 * are the early checks with a clear message; the connection itself is made only to an address
 * checked at connect time (guarded-dispatcher.ts), so a DNS answer that changes in between
 * (rebinding) cannot lead the socket elsewhere.
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';

export class RefusedAddressError extends Error {
  constructor(
    message: string,
    /** The refused address, when one was (not when the name did not resolve). */
    readonly address: string | null = null,
  ) {
    super(message);
    this.name = 'RefusedAddressError';
  }
}

type Range = readonly [prefix: string, bits: number, kind: string];
const RANGES_V4: readonly Range[] = [
  ['0.0.0.0', 8, 'reserved'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];
const RANGES_V6: readonly Range[] = [
  ['::', 128, 'reserved'],
  ['::1', 128, 'loopback'],
  ['64:ff9b::', 96, 'reserved'],
  ['100::', 64, 'reserved'],
  ['2001:db8::', 32, 'reserved'],
  ['fc00::', 7, 'private'],
  ['fe80::', 10, 'link-local'],
  ['ff00::', 8, 'multicast'],
];

const blocked = new net.BlockList();
/** Each range on its own, to name the kind of a refused address. */
const kinds: { list: net.BlockList; kind: string }[] = [];
for (const [ranges, type] of [
  [RANGES_V4, 'ipv4'],
  [RANGES_V6, 'ipv6'],
] as const) {
  for (const [prefix, bits, kind] of ranges) {
    blocked.addSubnet(prefix, bits, type);
    const list = new net.BlockList();
    list.addSubnet(prefix, bits, type);
    kinds.push({ list, kind });
  }
}

/** Whether an IP address (v4 or v6, IPv4-mapped included) is private, loopback or otherwise not public. */
export function isNonPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1], 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true; // not an address at all: refuse
}

/** What kind of non-public address this is (loopback, private, link-local, …), for messages; null when public. */
export function nonPublicKind(address: string): string | null {
  if (!isNonPublicAddress(address)) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const [ip, type] = mapped ? [mapped[1], 'ipv4' as const] : [address, net.isIP(address) === 4 ? ('ipv4' as const) : ('ipv6' as const)];
  return kinds.find((k) => k.list.check(ip, type))?.kind ?? 'reserved';
}

export type Resolver = (hostname: string) => Promise<string[]>;

export const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The addresses of `host` (a name or an IP literal), every one checked: throws RefusedAddressError
 * when it does not resolve, resolves to nothing, or any address is not public (unless allowed).
 */
export async function checkedAddresses(host: string, allowPrivate: boolean, resolve: Resolver = systemResolver): Promise<string[]> {
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      throw new RefusedAddressError(`${host} does not resolve: ${(err as Error).message}`);
    }
  }
  if (allowPrivate && addresses.length > 0) return addresses;
  const bad = addresses.find(isNonPublicAddress);
  if (bad !== undefined || addresses.length === 0) {
    throw new RefusedAddressError(`${host} resolves to a private or reserved address (${bad ?? 'none'}); refused`, bad ?? null);
  }
  return addresses;
}

/** Throws RefusedAddressError when `url` is not http(s) or its host resolves to a non-public address. */
export async function assertCrawlable(url: string, allowPrivate: boolean, resolve: Resolver = systemResolver): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RefusedAddressError(`${url} is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new RefusedAddressError(`${url}: only http and https are crawled`);
  if (allowPrivate) return;
  await checkedAddresses(parsed.hostname.replace(/^\[|\]$/g, ''), allowPrivate, resolve);
}

/**
 * Why `url` may not be called when private addresses are not allowed, as the end of a sentence
 * ("127.0.0.1 is a loopback address", "intranet.example resolves to 10.0.0.5, a private address"); null when
 * every address of its host is public, or when the host does not resolve (the call itself then
 * fails and says so). For the early checks of configured addresses (a 400 naming the field).
 */
export async function publicAddressRefusal(url: string, resolve: Resolver = systemResolver): Promise<string | null> {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return null; // not a URL: the caller's own validation says so
  }
  try {
    await checkedAddresses(host, false, resolve);
    return null;
  } catch (err) {
    const address = err instanceof RefusedAddressError ? err.address : null;
    if (address === null) return null;
    const kind = nonPublicKind(address) ?? 'reserved';
    return address === host ? `${host} is a ${kind} address` : `${host} resolves to ${address}, a ${kind} address`;
  }
}
