import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RefusedAddressError, assertCrawlable, isNonPublicAddress, nonPublicKind, publicAddressRefusal } from './address-guard.js';

describe('address guard', () => {
  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1']) {
      assert.equal(isNonPublicAddress(a), true, a);
    }
    for (const a of ['8.8.8.8', '18.9.22.169', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8']) assert.equal(isNonPublicAddress(a), false, a);
  });

  it('refuses loopback and private hosts unless allowed, and non-http schemes always', async () => {
    const resolveTo = (addr: string) => async () => [addr];
    await assert.rejects(assertCrawlable('http://127.0.0.1:8080/catalog', false), RefusedAddressError);
    await assert.rejects(assertCrawlable('http://[::1]/catalog', false), RefusedAddressError);
    await assert.rejects(assertCrawlable('https://intranet.example/catalog', false, resolveTo('10.0.0.5')), RefusedAddressError);
    await assert.rejects(assertCrawlable('file:///etc/passwd', true), RefusedAddressError);
    await assertCrawlable('http://127.0.0.1:8080/catalog', true);
    await assertCrawlable('https://catalog.example.edu/', false, resolveTo('18.9.22.169'));
    // A name with one public and one private address is refused.
    await assert.rejects(assertCrawlable('https://mixed.example/', false, async () => ['18.9.22.169', '192.168.0.2']), RefusedAddressError);
  });

  it('names the kind of a non-public address, IPv4-mapped ones in either notation included', () => {
    const kinds: [string, string | null][] = [
      ['127.0.0.1', 'loopback'],
      ['::1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['::ffff:10.0.0.1', 'private'],
      ['10.1.2.3', 'private'],
      ['fd00::1', 'private'],
      ['169.254.169.254', 'link-local'],
      ['fe80::1', 'link-local'],
      ['100.64.0.1', 'carrier-grade NAT'],
      ['224.0.0.1', 'multicast'],
      ['0.0.0.0', 'reserved'],
      ['8.8.8.8', null],
    ];
    for (const [address, kind] of kinds) assert.equal(nonPublicKind(address), kind, address);
    assert.equal(isNonPublicAddress('::ffff:7f00:1'), true, 'the hex notation the URL parser writes');
  });

  it('says why a URL may not be called, or null when its addresses are public or its name does not resolve', async () => {
    const resolveTo = (addr: string) => async () => [addr];
    assert.equal(await publicAddressRefusal('http://169.254.169.254/latest'), '169.254.169.254 is a link-local address');
    assert.equal(await publicAddressRefusal('http://[::ffff:127.0.0.1]/'), '::ffff:7f00:1 is a loopback address');
    assert.equal(await publicAddressRefusal('https://intranet.example/', resolveTo('10.0.0.5')), 'intranet.example resolves to 10.0.0.5, a private address');
    assert.equal(await publicAddressRefusal('https://catalog.example.edu/', resolveTo('18.9.22.169')), null);
    assert.equal(
      await publicAddressRefusal('https://nowhere.example/', async () => {
        throw new Error('ENOTFOUND');
      }),
      null,
    );
  });
});
