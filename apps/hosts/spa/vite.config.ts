import { defineConfig } from 'vite';
import { hostConfig } from '../shared/vite.ts';

// The SPA's entry is its index.html (served for every path of the host: apps/web/server/hosts.ts).
export default defineConfig(hostConfig());
