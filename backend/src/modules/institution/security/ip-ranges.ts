/**
 * IP allow-list ranges (spec inst §2 access control): an IPv4 or IPv6 address or CIDR, validated and
 * normalised with ipaddr.js so one range has one spelling (duplicates are then plain string equality).
 * Pure; the decider and the enforcement both use it.
 */
import ipaddr from 'ipaddr.js';
import { DomainError } from '../../../platform/domain/domain-error.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) is the IPv4 address it maps. */
function unmapped(address: Address): Address {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
}

function parseAddress(text: string): Address | null {
  // Four-part decimal only: ipaddr's loose IPv4 forms ("10.1", octal "010.0.0.1") are not what a person means.
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (ipaddr.IPv6.isValid(text) && !text.includes('%')) return unmapped(ipaddr.IPv6.parse(text));
  return null;
}

const RANGE_RULE = 'ipRange: must be an IPv4 or IPv6 address or CIDR range (e.g. 192.168.1.0/24 or 2001:db8::/32)';

/** The range's one spelling: an address as itself, a CIDR as its network address and prefix. Throws a 400 naming ipRange. */
export function normaliseIpRange(input: string): string {
  const text = input.trim();
  const slash = text.indexOf('/');
  if (slash === -1) {
    const address = parseAddress(text);
    if (!address) throw new DomainError('invalid', RANGE_RULE);
    return address.toString();
  }
  const address = parseAddress(text.slice(0, slash));
  const bitsText = text.slice(slash + 1);
  if (!address || !/^\d{1,3}$/.test(bitsText)) throw new DomainError('invalid', RANGE_RULE);
  const bits = Number(bitsText);
  const max = address.kind() === 'ipv4' ? 32 : 128;
  if (bits > max) throw new DomainError('invalid', RANGE_RULE);
  const network = address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(`${address}/${bits}`) : ipaddr.IPv6.networkAddressFromCIDR(`${address}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/** The client address as the audit log shows it (IPv4-mapped IPv6 unmapped); the input when unparseable. */
export function normaliseAddress(ip: string): string {
  return parseAddress(ip)?.toString() ?? ip;
}

/** Whether the client address falls in any of the (normalised) ranges. An unparseable address is in none. */
export function addressInRanges(ip: string, ranges: readonly string[]): boolean {
  const address = parseAddress(ip);
  if (!address) return false;
  return ranges.some((range) => {
    const [base, bits] = range.includes('/') ? ipaddr.parseCIDR(range) : [ipaddr.parse(range), address.kind() === 'ipv4' ? 32 : 128];
    return base.kind() === address.kind() && address.match(base, bits);
  });
}
