/**
 * What every story file shares: the meta (render from a loader, like a host's first render), the
 * default state, the viewports, and the steps that open a part of the header (play functions).
 * Each play function ends with `ready()`: the catalogue's tests wait for that mark, so a story is
 * looked at only once its state is on the screen.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_USERS } from '@exchange/contract/demo';
import { LOCALES } from '@exchange/header';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, waitFor } from 'storybook/test';
import { CatalogueHeader, loadState, type HeaderState, type LoadedState } from './CatalogueHeader.tsx';

export type Story = StoryObj<HeaderState>;

const READY = 'catalogueReady';

/** Marks the story as shown (the tests wait for `html[data-catalogue-ready]`). */
export function ready(): void {
  document.documentElement.dataset[READY] = '';
}

export const DEFAULT_STATE: HeaderState = { user: 'main@demo', locale: 'en', theme: 'black', api: 'up', script: true };

/** A story file's meta without its title (CSF wants the title written in the file: `{ title, ...meta() }`). */
export function meta(args: Partial<HeaderState> = {}): Omit<Meta<HeaderState>, 'title'> {
  return {
    args: { ...DEFAULT_STATE, ...args },
    // Storybook's controls: any story's state changed by hand (a user, a locale, a theme, the API).
    argTypes: {
      user: { control: 'select', options: ['guest', ...DEMO_USERS.map((user) => user.loginName)], mapping: { guest: null } },
      locale: { control: 'select', options: LOCALES.map((entry) => entry.locale) },
      theme: { control: 'inline-radio', options: ['black', 'white'] },
      api: { control: 'inline-radio', options: ['up', 'down', 'slow'] },
      firstData: { control: 'inline-radio', options: ['up', 'down', 'slow'] },
      script: { control: 'boolean' },
      failing: { control: 'object' },
    },
    loaders: [
      async ({ args: state }) => {
        delete document.documentElement.dataset[READY];
        return { state: await loadState(state) };
      },
    ],
    render: function Render(state, { loaded }) {
      const [, updateArgs] = useArgs<HeaderState>();
      return <CatalogueHeader state={state} loaded={(loaded as { state: LoadedState }).state} onThemeChange={(theme) => updateArgs({ theme })} />;
    },
    play: () => ready(),
  };
}

/**
 * A story at phone width (Storybook's viewport toolbar). Its export's name starts with `Phone`:
 * the tests read the viewport from the story's id (`…--phone-…`), since Storybook's index has
 * only what it reads from the file without running it.
 */
export function phone(story: Story): Story {
  return { ...story, globals: { viewport: { value: 'phone', isRotated: false } } };
}

function find(root: ParentNode, selector: string): HTMLElement {
  const element = root.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`The catalogue story has no ${selector}`);
  return element;
}

async function shown(selector: string, root: ParentNode = document): Promise<HTMLElement> {
  let element: HTMLElement | null = null;
  await waitFor(() => {
    element = root.querySelector<HTMLElement>(selector);
    return expect(element).toBeVisible();
  }, { timeout: 10_000 });
  return element as unknown as HTMLElement;
}

/**
 * Opens a desktop menu (its trigger clicked) and waits for its panel. The click waits for the
 * fonts and for the trigger to be shown: the bar fits its menus to the text's real widths, and a
 * trigger measured in a fallback font can sit in the overflow menu until the font arrives.
 */
export function openMenu(id: string): Story['play'] {
  return async ({ canvasElement }) => {
    await document.fonts.ready;
    await userEvent.click(await shown(`header [data-menu="${id}"] > button`, canvasElement));
    await shown(`#hdr-panel-${id}`);
    ready();
  };
}

/** Opens a phone drawer (the menu button or the user button). */
export function openDrawer(id: 'nav' | 'user'): Story['play'] {
  return async ({ canvasElement }) => {
    await userEvent.click(find(canvasElement, `[data-testid="${id === 'nav' ? 'mobile-menu-button' : 'mobile-user-button'}"]`));
    await shown(`[data-testid="${id}-drawer"]`);
    ready();
  };
}

/** Opens the language-and-currency dialog from the header's language button. */
export const openLanguageDialog: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(find(canvasElement, '[data-testid="language-button"]'));
  await shown('[data-testid="language-dialog"]');
  ready();
};

/** Asks for the security check: API management in the account menu. */
export const openSecurityCheck: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(find(canvasElement, 'header [data-menu="account"] > button'));
  const panel = await shown('#hdr-panel-account');
  await userEvent.click(find(panel, 'a[href$="/account/newapi"]'));
  await shown('dialog[open]');
  ready();
};

/** Enters the simulation from the phone's navigation drawer, which the fake API refuses: the error toast. */
export const failEnterSimulation: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(find(canvasElement, '[data-testid="mobile-menu-button"]'));
  const drawer = await shown('[data-testid="nav-drawer"]');
  await userEvent.click(find(drawer, '[data-section="spot"] > button'));
  const entry = await shown('[data-item="spot.enterSimulation"]', drawer);
  await userEvent.click(entry);
  await shown('[data-testid="toast"]');
  // The entry is usable again once the call has failed; its focus ring is not the state shown (it
  // came and went with the moment of the screenshot).
  await waitFor(() => expect(entry).toBeEnabled(), { timeout: 10_000 });
  entry.blur();
  ready();
};
