/**
 * The stylist's replies as markdown, safely, for /chat and the widget: `marked` reads the markdown
 * and DOMPurify keeps only the tags a reply needs. Raw HTML in a reply is shown as text, never
 * rendered; images are shown as their alt text (no remote fetches from a reply); links keep only
 * http(s) and same-site relative addresses, open in a new tab and carry no referrer.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { Marked } from 'marked';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    image: ({ text }) => escapeHtml(text),
  },
});

const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];

/** http(s), or a path on this site ("/style", "./x", "#top", "?q=1"); never "//host", never another scheme. */
export const isSafeHref = (href: string): boolean => {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): so does this.
  const squeezed = href.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(squeezed)) return /^https?:\/\/./i.test(squeezed);
  return !squeezed.startsWith('//') && !squeezed.startsWith('\\') && !squeezed.startsWith('/\\');
};

let purifier: Purifier | null = null;
const purify = (): Purifier => {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null || !isSafeHref(href)) {
      node.removeAttribute('href');
      return;
    }
    if (/^https?:/i.test(href.trim())) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purifier = p;
  return p;
};

/** Sanitised HTML for a reply's markdown; "" for an empty reply. */
export const renderMarkdown = (text: string): string => {
  if (!text.trim()) return '';
  const html = marked.parse(text) as string;
  return purify().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'title'], ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
};
