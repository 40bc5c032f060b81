import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after 1 s by default. A screen that reads the device's database
// (fake IndexedDB) before it shows took longer than that while the whole suite shared the two
// cores; 5 s leaves room for a busy machine without hiding a screen that never gets there.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
