import { describe, expect, it } from 'vitest';
import { originAllowed, parseOriginPattern } from './origins.js';

const source = (text: string) => {
  const parsed = parseOriginPattern(text);
  return parsed.ok ? parsed.source : `error: ${parsed.message}`;
};

describe('parseOriginPattern', () => {
  it('normalises case, default ports, a trailing slash and IDN hosts', () => {
    expect(source('HTTPS://Shop.Example/')).toBe('https://shop.example');
    expect(source('https://shop.example:443')).toBe('https://shop.example');
    expect(source('http://shop.example:80')).toBe('http://shop.example');
    expect(source('https://shop.example:8443')).toBe('https://shop.example:8443');
    expect(source('https://*.Shop.example')).toBe('https://*.shop.example');
    expect(source('http://localhost:*')).toBe('http://localhost:*');
    expect(source('https://bücher.example')).toBe('https://xn--bcher-kva.example');
  });

  it('refuses anything that is not a plain origin pattern, saying why', () => {
    for (const bad of ['shop.example', 'ftp://shop.example', 'https://shop.example/path', 'https://shop.example?x=1', 'https://user@shop.example',
      '*', 'null', 'https://*', 'https://*.com.', 'https://shop.example:0', 'https://shop.example:70000', 'https://a.*.example', 'javascript:alert(1)',
      'https://shop example', '']) {
      expect(parseOriginPattern(bad).ok, bad).toBe(false);
    }
    expect(source('https://*.com')).toMatch(/wildcard needs a domain/); // every .com site: never meant
    expect(source('https://*.localhost')).toBe('https://*.localhost');
    expect(source('https://*.intranet')).toMatch(/wildcard needs a domain/);
    expect(source('http://[::1]:3000')).toMatch(/IPv6/);
  });
});

describe('originAllowed', () => {
  const list = ['https://shop.example', 'https://*.brand.example', 'http://localhost:*', 'https://staging.example:8443'];

  it('matches exact origins, schemes and default ports', () => {
    expect(originAllowed('https://shop.example', list)).toBe(true);
    expect(originAllowed('http://shop.example', list)).toBe(false);
    expect(originAllowed('https://shop.example:8443', list)).toBe(false);
    expect(originAllowed('https://www.shop.example', list)).toBe(false);
    expect(originAllowed('https://shop.example.evil.example', list)).toBe(false);
    expect(originAllowed('https://evilshop.example', list)).toBe(false);
  });

  it('matches wildcard subdomains at any depth but never the apex or a look-alike', () => {
    expect(originAllowed('https://www.brand.example', list)).toBe(true);
    expect(originAllowed('https://eu.shop.brand.example', list)).toBe(true);
    expect(originAllowed('https://brand.example', list)).toBe(false);
    expect(originAllowed('https://notbrand.example', list)).toBe(false);
    expect(originAllowed('https://www.brand.example.evil.example', list)).toBe(false);
    expect(originAllowed('http://www.brand.example', list)).toBe(false);
  });

  it('matches ports: any with *, exactly otherwise', () => {
    expect(originAllowed('http://localhost:5173', list)).toBe(true);
    expect(originAllowed('http://localhost', list)).toBe(true);
    expect(originAllowed('https://localhost:5173', list)).toBe(false);
    expect(originAllowed('https://staging.example:8443', list)).toBe(true);
    expect(originAllowed('https://staging.example', list)).toBe(false);
  });

  it('refuses missing, opaque and malformed origins', () => {
    for (const bad of [null, undefined, '', 'null', 'file://', 'https://shop.example/', 'https://shop.example/x', 'HTTPS://shop.example:443', 'https://a@shop.example']) {
      expect(originAllowed(bad, list), String(bad)).toBe(false);
    }
  });

  it('ignores unreadable entries on the list instead of matching everything', () => {
    expect(originAllowed('https://shop.example', ['*', 'not an origin'])).toBe(false);
  });
});
