import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startServer, type RunningServer } from './index';
import { createTempDir } from './test-support';

let running: RunningServer | undefined;
let removeDir: (() => void) | undefined;
afterEach(async () => {
  await running?.close();
  removeDir?.();
});

describe('startServer', () => {
  it('migrates, seeds, listens on an ephemeral port and closes cleanly', async () => {
    const temp = createTempDir();
    removeDir = temp.remove;
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: temp.dir, CLIENT_DIR: temp.dir });
    running = await startServer(config);
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.url).not.toMatch(/:0$/);

    const health = await fetch(`${running.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const robots = await (await fetch(`${running.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: http://localhost:${new URL(running.url).port}/sitemap.xml`);
    const blogs = (await (await fetch(`${running.url}/api/blogs`)).json()) as { data: unknown[] };
    expect(blogs.data.length).toBeGreaterThanOrEqual(6);

    const { url } = running;
    await running.close();
    await running.close(); // a second close is harmless
    running = undefined;
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });

  it('fails to start, and releases the database, when the port is taken', async () => {
    const temp = createTempDir();
    removeDir = temp.remove;
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: temp.dir, CLIENT_DIR: temp.dir });
    running = await startServer(config);
    const port = Number(new URL(running.url).port);
    await expect(startServer({ ...config, port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
