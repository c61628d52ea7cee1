/** The API down or slow (its first data, or the calls after it), and the page without script (the server's HTML, not hydrated). */
import { meta, openMenu, phone, type Story } from '../src/stories.tsx';

export default { title: 'Header/API and script', ...meta() };

export const ApiDown: Story = { args: { api: 'down' } };
export const ApiDownGuest: Story = { args: { user: null, api: 'down' } };
/** The first data takes longer than the header's 1.5 s budget: the header shows what it knows. */
export const ApiSlow: Story = { args: { api: 'slow' } };
/**
 * The first data came in time, the later calls are slow: the account menu's lookups (rewards, the
 * trader-pro account) still pending. They would take a minute: the header gives up after its 10 s.
 */
export const ApiSlowAccountMenu: Story = { args: { api: 'slow', firstData: 'up', slowMs: 60_000 }, play: openMenu('account') };
export const ScriptOff: Story = { args: { script: false } };
export const ScriptOffGuest: Story = { args: { user: null, script: false } };
export const ScriptOffArabic: Story = { args: { locale: 'ar', script: false } };
export const PhoneScriptOff: Story = phone({ args: { script: false } });
