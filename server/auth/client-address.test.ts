import { limitedAddress, trustedEntry } from './client-address';

describe('client addresses', () => {
  it('take the entry as many places from the right as there are trusted proxies', () => {
    const header = '6.6.6.6, 203.0.113.7, 10.0.0.2';
    expect(trustedEntry(header, 1)).toBe('10.0.0.2');
    expect(trustedEntry(header, 2)).toBe('203.0.113.7');
    expect(trustedEntry(header, 0)).toBeUndefined();
    // Fewer entries than proxies: the request did not come through them.
    expect(trustedEntry('203.0.113.7', 2)).toBeUndefined();
    expect(trustedEntry(undefined, 1)).toBeUndefined();
  });

  it('limit IPv6 by its /64 and IPv4 by the address', () => {
    expect(limitedAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitedAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitedAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress('unknown')).toBe('unknown');
  });
});
