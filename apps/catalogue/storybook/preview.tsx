/**
 * Every story: the header's stylesheet, the page around it (catalogue.css), two viewports (the
 * spec's desktop and a phone), and no padding, so a story looks like the top of a page.
 */
import type { Preview } from '@storybook/react-vite';
import '@exchange/header/styles.css';
import '../src/catalogue.css';

export const VIEWPORTS = {
  desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
  },
};

export default preview;
