/**
 * The crawler fetches URLs taken from configuration and from pages it reads, so it refuses any
 * address inside private, loopback, link-local, carrier-grade NAT, multicast or reserved ranges
 * (no reaching internal services through a catalogue link or a redirect), unless configuration
 * allows it (tests serve catalogues on loopback). Every hostname is resolved and all its
 * addresses checked; each redirect hop is checked again by the crawler. assertCrawlable is the
 * early check with a clear message; the connection itself is made only to an address checked at
 * connect time (guarded-dispatcher.ts), so a DNS answer that changes in between (rebinding)
 * cannot lead the socket elsewhere.
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';

export class RefusedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedAddressError';
  }
}

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
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
    throw new RefusedAddressError(`${host} resolves to a private or reserved address (${bad ?? 'none'}); refused`);
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
