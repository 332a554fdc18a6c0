import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/*
 * Where the server may connect when someone else names the place (a push subscription's endpoint):
 * public unicast addresses only, so that a partner cannot make it post into its own network, the
 * machine itself or a cloud's metadata service. IPv6 is allowed in the global unicast block only,
 * which leaves out loopback, unspecified, link-local, unique-local, multicast, NAT64 and the
 * IPv4-compatible forms at once; an IPv4-mapped address is judged by the IPv4 address it carries.
 */

const block = (family: 'ipv4' | 'ipv6', subnets: ReadonlyArray<readonly [string, number]>) => {
  const list = new BlockList();
  for (const [network, prefix] of subnets) list.addSubnet(network, prefix, family);
  return list;
};

/** IANA's special-purpose IPv4 blocks that are not reachable on the public internet. */
const INTERNAL_V4 = block('ipv4', [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
]);

const V4_MAPPED = block('ipv6', [['::ffff:0:0', 96]]);
const GLOBAL_V6 = block('ipv6', [['2000::', 3]]);
/** Inside 2000::/3 yet not a host to post to: protocol assignments (Teredo among them), documentation, 6to4 (which carries an IPv4 address). */
const SPECIAL_V6 = block('ipv6', [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
]);

/** An IP address (no brackets) the server may connect to on someone else's word. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !INTERNAL_V4.check(address, 'ipv4');
  if (family !== 6) return false;
  // The IPv4 blocks match the address a mapped one carries.
  if (V4_MAPPED.check(address, 'ipv6')) return !INTERNAL_V4.check(address, 'ipv6');
  return GLOBAL_V6.check(address, 'ipv6') && !SPECIAL_V6.check(address, 'ipv6');
}

/** Names that mean this machine whatever DNS says (RFC 6761). */
const isLoopbackName = (hostname: string) => {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

/** Every address a name resolves to, in the resolver's order (the system's resolver unless a test names another). */
export type HostLookup = (hostname: string) => Promise<LookupAddress[]>;
export const systemLookup: HostLookup = (hostname) => lookup(hostname, { all: true, order: 'verbatim' });

export type PublicAddress =
  | { ok: true; address: LookupAddress }
  | { ok: false; refused: true; error: string }
  /** The name did not resolve (a network failure: worth another try later). */
  | { ok: false; refused: false; error: string };

/**
 * The address to connect to for `hostname` (a name, an IPv4 address, or an IPv6 address with or
 * without brackets), refused when it is internal. A name must resolve to public addresses only: one
 * internal answer among them refuses it, so no later choice between them can land inside. The caller
 * connects to the answered address itself, never resolving the name again.
 */
export async function resolvePublicAddress(hostname: string, resolve: HostLookup = systemLookup): Promise<PublicAddress> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  if (family !== 0) {
    return isPublicAddress(host)
      ? { ok: true, address: { address: host, family } }
      : { ok: false, refused: true, error: `${host} không phải địa chỉ công khai` };
  }
  if (isLoopbackName(host)) return { ok: false, refused: true, error: `${host} là chính máy chủ này` };
  let answers: LookupAddress[];
  try {
    answers = await resolve(host);
  } catch (err) {
    return { ok: false, refused: false, error: err instanceof Error ? err.message : String(err) };
  }
  const [first] = answers;
  if (!first) return { ok: false, refused: false, error: `${host}: DNS không trả địa chỉ nào` };
  const internal = answers.find((a) => !isPublicAddress(a.address));
  if (internal) return { ok: false, refused: true, error: `${host} trỏ tới ${internal.address}, không phải địa chỉ công khai` };
  return { ok: true, address: first };
}
