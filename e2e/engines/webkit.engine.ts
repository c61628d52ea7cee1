// The cross-engine scenarios in Debian's WebKitGTK (webkit.ts); run by `npm run test:engines`.
import { webkitDriver } from './webkit.ts';
import { defineEngineSuite } from './suite.ts';

defineEngineSuite('webkit', { hook: true, start: webkitDriver });
