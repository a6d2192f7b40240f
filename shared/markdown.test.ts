// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSafeHref, renderMarkdown } from './markdown.js';

const dom = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('renderMarkdown', () => {
  it('renders the markdown a reply uses', () => {
    const html = renderMarkdown('**Bold** and *soft*\n\n- a coat\n- a bag\n\n1. first\n2. second');
    const d = dom(html);
    expect(d.querySelector('strong')?.textContent).toBe('Bold');
    expect(d.querySelector('em')?.textContent).toBe('soft');
    expect([...d.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['a coat', 'a bag']);
    expect(d.querySelectorAll('ol li')).toHaveLength(2);
  });

  it('keeps single line breaks', () => {
    expect(dom(renderMarkdown('line one\nline two')).querySelector('br')).not.toBeNull();
  });

  it('shows raw HTML as text, never as elements', () => {
    for (const attack of [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<iframe src="https://evil.example"></iframe>',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload=alert(1)>',
      '<b onclick="alert(1)">bold</b>',
      'text <style>body{display:none}</style>',
    ]) {
      const d = dom(renderMarkdown(attack));
      expect(d.querySelector('script, img, iframe, svg, style, b, [onerror], [onclick], [onload]'), attack).toBeNull();
      expect(d.textContent, attack).toContain(attack.includes('text <style>') ? '<style>' : attack.slice(0, 5));
    }
  });

  it('drops the address of a link that is not http(s) or relative', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '//evil.example/x', 'file:///etc/passwd']) {
      const d = dom(renderMarkdown(`[click](${href})`));
      const a = d.querySelector('a');
      expect(a?.getAttribute('href') ?? null, href).toBeNull();
    }
    const html = renderMarkdown('<javascript:alert(1)>');
    expect(dom(html).querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('keeps http(s) and relative links, external ones in a new tab without a referrer', () => {
    const d = dom(renderMarkdown('[shop](https://shop.example/p?x=1) and [your style](/style) and <https://a.example>'));
    const [shop, style, auto] = [...d.querySelectorAll('a')];
    expect(shop!.getAttribute('href')).toBe('https://shop.example/p?x=1');
    expect(shop!.getAttribute('target')).toBe('_blank');
    expect(shop!.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(style!.getAttribute('href')).toBe('/style');
    expect(style!.getAttribute('target')).toBeNull();
    expect(auto!.getAttribute('href')).toBe('https://a.example');
  });

  it('shows an image as its alt text and fetches nothing', () => {
    const d = dom(renderMarkdown('![a tracking pixel](https://evil.example/p.gif)'));
    expect(d.querySelector('img')).toBeNull();
    expect(d.textContent).toContain('a tracking pixel');
  });

  it('keeps no event handler, style or id a link title could smuggle in', () => {
    const d = dom(renderMarkdown('[x](https://a.example "t\\" onmouseover=\\"alert(1)")'));
    const a = d.querySelector('a')!;
    expect(a.getAttribute('onmouseover')).toBeNull();
    expect([...a.attributes].map((x) => x.name).sort()).toEqual(['href', 'rel', 'target', 'title']);
  });

  it('says nothing for an empty reply', () => {
    expect(renderMarkdown('')).toBe('');
    expect(renderMarkdown('   \n')).toBe('');
  });
});

describe('isSafeHref', () => {
  it('allows http(s) and paths on this site only', () => {
    expect(isSafeHref('https://a.example')).toBe(true);
    expect(isSafeHref('http://a.example/x')).toBe(true);
    expect(isSafeHref('/home')).toBe(true);
    expect(isSafeHref('#top')).toBe(true);
    expect(isSafeHref('https:')).toBe(false);
    expect(isSafeHref('mailto:a@b.c')).toBe(false);
    expect(isSafeHref('/\\evil.example')).toBe(false);
  });
});
