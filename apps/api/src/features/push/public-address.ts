import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Push endpoints come from members' browsers, so the server must not be made to post to its own network
 * (SSRF): an endpoint whose host is, or resolves to, a loopback, private, link-local or otherwise
 * non-public address is refused.
 */
const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3]] as const) {
  NON_PUBLIC.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) NON_PUBLIC.addSubnet(net, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address.
  const mapped = version === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
  if (mapped) return !NON_PUBLIC.check(mapped, 'ipv4');
  return !NON_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** Whether an endpoint's host may be posted to at all: an IP literal must be public (names are checked when resolved). */
export function endpointHostAllowed(endpoint: string): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return false;
  return isIP(host) === 0 || isPublicAddress(host);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** An HTTPS agent whose name lookups fail for names that resolve to a non-public address. */
export function publicOnlyAgent(): Agent {
  return new Agent({
    lookup: (hostname: string, options: LookupOptions, callback: LookupCallback) => {
      lookup(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return callback(error, []);
        const list = addresses as LookupAddress[];
        if (list.length === 0 || list.some((a) => !isPublicAddress(a.address))) {
          return callback(Object.assign(new Error(`push endpoint ${hostname} resolves to a non-public address`), { code: 'EPUSHPRIVATE' }), []);
        }
        if (options.all) return callback(null, list);
        return callback(null, list[0]!.address, list[0]!.family);
      });
    },
  });
}
