import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

describe('the started server', () => {
  it('answers health, serves the app shell with security headers, and has seeded content', async () => {
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const page = await fetch(`${baseUrl}/faqs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('id="site-settings"');
    expect(html).not.toContain('<!--site-settings-->');
    expect(html).toContain('<h1>Frequently Asked Questions</h1>');

    // A route nobody knows is the not-found page, answered 404; a staff page is the plain shell.
    const missing = await fetch(`${baseUrl}/some/deep/route`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    const staff = await fetch(`${baseUrl}/admin/admin-dashboard`);
    expect(staff.status).toBe(200);
    expect(await staff.text()).toContain('<div id="root"></div>');

    const blogs = (await (await fetch(`${baseUrl}/api/blogs`)).json()) as { data: unknown[] };
    expect(blogs.data.length).toBeGreaterThanOrEqual(6);
    const experts = (await (await fetch(`${baseUrl}/api/experts`)).json()) as { data: unknown[] };
    expect(experts.data.length).toBeGreaterThanOrEqual(6);
  });
});
