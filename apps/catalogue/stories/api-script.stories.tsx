/** The API down or slow, and the page without script (the server's HTML, not hydrated). */
import { meta, phone, type Story } from '../src/stories.tsx';

export default { title: 'Header/API and script', ...meta() };

export const ApiDown: Story = { args: { api: 'down' } };
export const ApiDownGuest: Story = { args: { user: null, api: 'down' } };
export const ApiSlow: Story = { args: { api: 'slow' } };
export const ScriptOff: Story = { args: { script: false } };
export const ScriptOffGuest: Story = { args: { user: null, script: false } };
export const ScriptOffArabic: Story = { args: { locale: 'ar', script: false } };
export const PhoneScriptOff: Story = phone({ args: { script: false } });
