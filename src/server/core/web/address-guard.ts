import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { AppError } from "../errors";

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type LookupHost = (hostname: string) => Promise<ResolvedAddress[]>;

// The WHATWG Fetch "bad ports": services that an HTTP request could be replayed against.
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109,
  110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530,
  531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190,
  5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export const PRIVATE_ADDRESS_MESSAGE = "This address points to a private or local network and cannot be fetched.";
const PRIVATE_REDIRECT_MESSAGE =
  "The page redirected to an address on a private or local network, which cannot be fetched.";

/** Parses a URL a user gave (or a redirect's target) and refuses anything but plain http(s). */
export function assertFetchableUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch (error) {
    throw new AppError("bad_request", "This is not a valid web address.", { cause: error });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new AppError("bad_request", "Only http and https addresses can be fetched.");
  }
  if (url.username || url.password) {
    throw new AppError("bad_request", "Addresses with a user name or password cannot be fetched.");
  }
  if (url.port && BAD_PORTS.has(Number(url.port))) {
    throw new AppError("bad_request", `Port ${url.port} is reserved for other services and cannot be fetched.`);
  }
  return url;
}

/** The host as a resolver or a socket wants it: IPv6 literals without their brackets. */
export function bareHostname(url: URL): string {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
}

/** True only for a public unicast address; every special-purpose range is refused. */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  const ipv6 = parsed as ipaddr.IPv6;
  const range = ipv6.range();
  const embedded = embeddedIPv4(ipv6, range);
  if (embedded) return embedded.every((ipv4) => ipv4.range() === "unicast");
  // Only 2000::/3 is allocated for global unicast; ::/96 (IPv4-compatible) and the like are refused.
  return range === "unicast" && (ipv6.parts[0]! & 0xe000) === 0x2000;
}

// Transition ranges carry an IPv4 address that the packet ends up at, so that address decides.
function embeddedIPv4(ipv6: ipaddr.IPv6, range: string): ipaddr.IPv4[] | null {
  const parts = ipv6.parts;
  const fromParts = (high: number, low: number) =>
    new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  switch (range) {
    case "ipv4Mapped":
      return [ipv6.toIPv4Address()];
    case "rfc6145":
      return [fromParts(parts[6]!, parts[7]!)];
    case "rfc6052":
      // 64:ff9b:1::/48 is for local NAT64 use; only the well-known /96 embeds a routable address.
      return parts[2] === 0 ? [fromParts(parts[6]!, parts[7]!)] : [new ipaddr.IPv4([0, 0, 0, 0])];
    case "6to4":
      return [fromParts(parts[1]!, parts[2]!)];
    case "teredo":
      // RFC 4380: the server address in clear, the client address with every bit inverted.
      return [fromParts(parts[2]!, parts[3]!), fromParts(~parts[6]! & 0xffff, ~parts[7]! & 0xffff)];
    default:
      return null;
  }
}

export const systemLookup: LookupHost = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export type ResolveOptions = {
  lookup: LookupHost;
  isAllowedAddress: (address: string) => boolean;
  isRedirect: boolean;
};

/**
 * Every address the host resolves to, all of them allowed, or an error. The caller connects only
 * to these addresses, so a second DNS answer (rebinding) can never reach a private network.
 */
export async function resolveAllowedAddresses(url: URL, options: ResolveOptions): Promise<ResolvedAddress[]> {
  const hostname = bareHostname(url);
  const literalFamily = isIP(hostname);
  const addresses =
    literalFamily === 0
      ? await resolveName(hostname, options.lookup)
      : [{ address: hostname, family: literalFamily === 6 ? 6 : 4 } as const];
  if (addresses.some(({ address }) => !options.isAllowedAddress(address))) {
    throw new AppError("bad_request", options.isRedirect ? PRIVATE_REDIRECT_MESSAGE : PRIVATE_ADDRESS_MESSAGE);
  }
  return addresses;
}

async function resolveName(hostname: string, lookup: LookupHost): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  let failure: unknown;
  try {
    addresses = await lookup(hostname);
  } catch (error) {
    addresses = [];
    failure = error;
  }
  if (addresses.length === 0) {
    throw new AppError("remote_failed", `The site ${hostname} could not be found.`, { cause: failure });
  }
  return addresses;
}
