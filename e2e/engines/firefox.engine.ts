// The cross-engine scenarios in Debian's Firefox ESR (firefox.ts); run by `npm run test:engines`.
import { firefoxDriver } from './firefox.ts';
import { defineEngineSuite } from './suite.ts';

defineEngineSuite('firefox', { hook: false, start: firefoxDriver });
