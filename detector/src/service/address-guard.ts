/**
 * The page check opens addresses sent from outside: it must not be turned against the machine itself or its
 * private network (SSRF). Only http(s) addresses whose host resolves to public addresses are opened; every
 * request the page makes, including each redirect, is checked again (capture.ts). Private hosts are allowed only
 * when the configuration says so (tests), or one by one through an allow-list of exact `host:port` entries (the
 * local demo feed on 127.0.0.1:5100) while every other private address stays refused.
 */
import dns from 'node:dns/promises';
import net from 'node:net';

// Two lists: a BlockList checks IPv4 addresses against its IPv6 rules too (as IPv4-mapped addresses).
const blocked4 = new net.BlockList();
const blocked6 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked4.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped: a public site never needs one
  ['64:ff9b::', 96], // NAT64: embeds an IPv4 address
  ['100::', 64], // discard
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  blocked6.addSubnet(prefix, bits, 'ipv6');
}

/** Whether an IP address is private, loopback, link-local, unspecified or otherwise not a public address. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = net.isIP(bare);
  if (family === 0) return true; // not an address: never treated as public
  return family === 4 ? blocked4.check(bare, 'ipv4') : blocked6.check(bare, 'ipv6');
}

export type Lookup = (host: string) => Promise<string[]>;

const systemLookup: Lookup = async (host) => (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

export type AddressRefusal = { ok: false; reason: 'scheme' | 'invalid' | 'private' | 'unresolved'; message: string };
/** `address`: the checked IP to connect to (absent when private hosts are allowed: then the name is used). */
export type AddressCheck = { ok: true; url: URL; address?: string } | AddressRefusal;

export interface GuardOptions {
  allowPrivateHosts: boolean;
  lookup?: Lookup;
  /** Addresses treated as public although they are not (tests: a "public" loopback address beside a private one). */
  publicAddresses?: readonly string[];
  /**
   * Exact `host:port` entries (`127.0.0.1:5100`, `demo.local:8080`, `[::1]:5100`) allowed although their host is
   * private: the port must match too (the default port spelled out, `example.org:443`).
   */
  allowedHosts?: readonly string[];
}

/** `host:port` of a URL as the allow-list spells it: lower-case host, IPv6 in brackets, the default port filled in. */
export function hostAndPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** Checks one address before anything is fetched from it. */
export async function checkAddress(raw: string, options: GuardOptions): Promise<AddressCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'invalid', message: 'Not a valid link' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'scheme', message: `Only http and https links can be checked (not ${url.protocol})` };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'invalid', message: 'Links with a user name or password cannot be checked' };
  }
  if (options.allowPrivateHosts) return { ok: true, url };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (options.lookup ?? systemLookup)(host);
    } catch {
      return { ok: false, reason: 'unresolved', message: `The host ${host} could not be found` };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved', message: `The host ${host} could not be found` };
  const exempt = new Set(options.publicAddresses ?? []);
  const allowed = options.allowedHosts?.some((entry) => entry.trim().toLowerCase() === hostAndPort(url)) ?? false;
  if (!allowed && addresses.some((address) => !exempt.has(address) && isPrivateAddress(address))) {
    return { ok: false, reason: 'private', message: `The host ${host} is a private or local address and cannot be checked` };
  }
  return { ok: true, url, address: addresses[0] };
}
