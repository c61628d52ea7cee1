/** Setup of the jsdom test project (vitest.config.ts): testing-library waits as long as arrival.ts says. */
import { configure } from '@testing-library/react';
import { ARRIVAL_TIMEOUT_MS } from './arrival.ts';

configure({ asyncUtilTimeout: ARRIVAL_TIMEOUT_MS });
