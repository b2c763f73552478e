import { isIPv6 } from 'node:net';

/**
 * The address a throttle counts a client under: IPv4 (also when mapped into IPv6) as it is, IPv6
 * by its /64 network, because one host is routinely given a whole /64 and could otherwise use a
 * fresh address for every attempt.
 */
export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const [headText = '', tailText] = address.split('::');
  const groups = (text: string | undefined) =>
    // An embedded IPv4 tail (`64:ff9b::1.2.3.4`) fills the last two groups.
    text ? text.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const head = groups(headText);
  const tail = groups(tailText);
  const full = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
