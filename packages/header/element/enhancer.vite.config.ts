import { defineConfig } from 'vite';
import { scriptConfig } from './vite.config.ts';

/** `enhancer.js`: the script beside server HTML (SSI, an including server; enhancer.ts). */
export default defineConfig(scriptConfig('enhancer.ts', 'enhancer.js'));
