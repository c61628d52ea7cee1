import { defineConfig } from 'vite';
import { scriptConfig } from './enhancer.vite.config.ts';

/** `element.next.js`: the script that also fills an empty element (element-next.ts). */
export default defineConfig(scriptConfig('element-next.ts', 'element.next.js'));
