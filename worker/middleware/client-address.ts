/**
 * The address a per-client limit counts against: IPv4 as is, IPv6 by its /64 network,
 * since one home or phone is handed a whole /64 and could otherwise rotate through 2^64
 * addresses. IPv4-mapped IPv6 ("::ffff:192.0.2.1") counts as the IPv4 address. However an
 * address is written (case, leading zeros, "::"), it gives the same key.
 */
export function clientAddress(headers: Headers): string {
  const address = headers.get("cf-connecting-ip")?.trim().toLowerCase();
  if (!address) return "unknown";
  if (!address.includes(":")) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, "::" filled with zeros. */
function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}
