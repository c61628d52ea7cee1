/**
 * The catalogue's Storybook: React on the repository's own Vite 8 (@storybook/react-vite), the
 * header built from its sources (the `exchange-source` condition, like the site and the SPA host),
 * no add-ons beyond what Storybook 10 carries, no telemetry (the machines reach no network).
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/*.stories.tsx'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (vite) => ({
    ...vite,
    resolve: { ...vite.resolve, conditions: ['exchange-source', ...defaultClientConditions] },
    build: { ...vite.build, chunkSizeWarningLimit: 4096 },
  }),
};

export default config;
