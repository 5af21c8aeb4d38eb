import { isIP, isIPv4 } from 'node:net';

/** Express's `trust proxy` value: trust all or none, a number of hops, or the addresses to trust. */
export type TrustProxySetting = boolean | number | string[];

/** Trusts only a proxy on the same machine: the safe choice when nothing says otherwise. */
export const DEFAULT_TRUST_PROXY = 'loopback';

/** The address groups Express (proxy-addr) knows by name; it matches them case-sensitively. */
const PRESETS: ReadonlySet<string> = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads TRUST_PROXY as an operator means it. The environment only holds strings, and Express takes a
 * string as a list of addresses: TRUST_PROXY=1 would trust no address called "1", every client would get
 * the proxy's IP and every per-IP limit would become one counter for the whole site. So digits are hops,
 * true/false are booleans, and the rest is the list Express expects (checked here, because Express only
 * notices a bad entry at the first request). Undefined when the value is none of these.
 */
export function parseTrustProxy(raw: string): TrustProxySetting | undefined {
  const value = raw.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return Number.isSafeInteger(hops) ? hops : undefined;
  }
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  const normalized = entries.map((entry) => (PRESETS.has(entry.toLowerCase()) ? entry.toLowerCase() : entry));
  return normalized.every((entry) => PRESETS.has(entry) || isAddressOrRange(entry)) ? normalized : undefined;
}

/** An IP address, a CIDR range (10.0.0.0/8, fd00::/8) or an IPv4 address with a netmask (10.0.0.0/255.0.0.0). */
function isAddressOrRange(entry: string): boolean {
  const slash = entry.indexOf('/');
  if (slash === -1) return isIP(entry) !== 0;
  const address = entry.slice(0, slash);
  const range = entry.slice(slash + 1);
  const family = isIP(address);
  if (family === 0) return false;
  // proxy-addr refuses a range of 0 bits (it would trust every address: say `true` for that).
  if (/^\d+$/.test(range)) return Number(range) >= 1 && Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIPv4(range) && isUsableNetmask(range);
}

/** proxy-addr turns a netmask into a prefix length: it refuses one with holes (255.0.255.0) or none set. */
function isUsableNetmask(mask: string): boolean {
  const bits = mask
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('');
  return /^1+0*$/.test(bits);
}
