import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from './sanitize-blog-html';

describe('sanitizeBlogHtml', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes and figures', () => {
    const html =
      '<h2>Title</h2><h6>Small</h6><p>Hello <strong>you</strong> and <em>me</em><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><hr>' +
      '<figure><img src="/images/blog/a.svg" alt="A"><figcaption>cap</figcaption></figure>';
    expect(sanitizeBlogHtml(html)).toBe(
      '<h2>Title</h2><h6>Small</h6><p>Hello <strong>you</strong> and <em>me</em><br /></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><hr />' +
        '<figure><img src="/images/blog/a.svg" alt="A" /><figcaption>cap</figcaption></figure>',
    );
  });

  it('removes script elements and their content', () => {
    const out = sanitizeBlogHtml('<p>ok</p><script>alert(1)</script><SCRIPT src="https://x.example/a.js"></SCRIPT>');
    expect(out).toBe('<p>ok</p>');
    expect(out.toLowerCase()).not.toContain('script');
    expect(out).not.toContain('alert');
  });

  it('removes event handler attributes', () => {
    const out = sanitizeBlogHtml('<img src="https://cdn.example/x.png" onerror="alert(1)"><p onclick="x()">t</p>');
    expect(out).not.toMatch(/onerror|onclick|alert/i);
    expect(out).toContain('<img src="https://cdn.example/x.png" />');
  });

  it('drops javascript: and data: links however they are spelled', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
      const out = sanitizeBlogHtml(`<a href="${href}">x</a>`);
      expect(out, href).not.toMatch(/javascript|data:/i);
      expect(out).toContain('>x</a>');
    }
  });

  it('keeps http, https and mailto links and adds rel="noopener noreferrer"', () => {
    expect(sanitizeBlogHtml('<a href="https://telemanas.mohfw.gov.in" rel="opener">Tele-MANAS</a>')).toBe(
      '<a href="https://telemanas.mohfw.gov.in" rel="noopener noreferrer">Tele-MANAS</a>',
    );
    expect(sanitizeBlogHtml('<a href="mailto:hello@saathi.example">mail</a>')).toContain('href="mailto:hello@saathi.example"');
  });

  it('refuses protocol-relative and data image sources', () => {
    expect(sanitizeBlogHtml('<img src="//evil.example/x.png">')).not.toContain('evil');
    expect(sanitizeBlogHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).not.toMatch(/data:|onload/);
  });

  it('removes style, iframe, object and inline style attributes', () => {
    const out = sanitizeBlogHtml(
      '<style>body{display:none}</style><iframe src="https://x.example"></iframe><object data="x"></object><p style="color:red">t</p>',
    );
    expect(out).toBe('<p>t</p>');
  });
});
