import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

describe('the started server', () => {
  it('answers health, serves the app shell with security headers, and has seeded content', async () => {
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const shell = await fetch(`${baseUrl}/some/deep/route`);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await shell.text();
    expect(html).toContain('id="site-settings"');
    expect(html).not.toContain('<!--site-settings-->');

    const blogs = (await (await fetch(`${baseUrl}/api/blogs`)).json()) as { data: unknown[] };
    expect(blogs.data.length).toBeGreaterThanOrEqual(6);
    const experts = (await (await fetch(`${baseUrl}/api/experts`)).json()) as { data: unknown[] };
    expect(experts.data.length).toBeGreaterThanOrEqual(6);
  });
});
