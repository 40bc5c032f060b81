import type { TestProject } from 'vitest/node';
import { ensureBuild, startServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production build and one real server for the end-to-end suite; stopped when it ends. */
export default async function setup(project: TestProject) {
  ensureBuild();
  const server = await startServerProcess();
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
