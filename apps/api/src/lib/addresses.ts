import { BlockList, isIP } from 'node:net';

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) -> `10.0.0.1`. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * A test for "is this address one of these": single addresses and CIDR networks, IPv4 and IPv6
 * (an IPv4-mapped IPv6 address counts as its IPv4 address). Entries are checked by env.ts.
 */
export function addressMatcher(entries: readonly string[]): (address: string | undefined) => boolean {
  // No proxy listed (the usual case without TRUST_PROXY): nothing to parse per request.
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (!address) return false;
    const candidate = plain(address);
    const version = isIP(candidate);
    return version !== 0 && list.check(candidate, version === 6 ? 'ipv6' : 'ipv4');
  };
}

/** This machine: 127.0.0.0/8 and ::1. */
export const isLoopback = addressMatcher(['127.0.0.0/8', '::1']);
