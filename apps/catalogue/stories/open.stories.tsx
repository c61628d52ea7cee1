/** Each desktop menu, each phone drawer, the language dialog, the security dialog and a toast, open. */
import { failEnterSimulation, meta, openDrawer, openLanguageDialog, openMenu, openSecurityCheck, phone, type Story } from '../src/stories.tsx';

export default { title: 'Header/Open', ...meta() };

export const SpotMenu: Story = { play: openMenu('spot') };
export const FuturesMenu: Story = { play: openMenu('futures') };
export const TradeInfoMenu: Story = { play: openMenu('tradeInfo') };
export const StrategyMenu: Story = { play: openMenu('strategy') };
export const SocialMenu: Story = { play: openMenu('social') };
export const MoreMenu: Story = { play: openMenu('more') };
export const AssetsMenu: Story = { play: openMenu('assets') };
export const OrdersMenu: Story = { play: openMenu('orders') };
export const DownloadMenu: Story = { play: openMenu('download') };
export const AccountMenu: Story = { play: openMenu('account') };
export const AccountMenuWhite: Story = { args: { theme: 'white' }, play: openMenu('account') };
export const AccountMenuArabic: Story = { args: { locale: 'ar' }, play: openMenu('account') };
export const PhoneNavDrawer: Story = phone({ play: openDrawer('nav') });
export const PhoneUserDrawer: Story = phone({ play: openDrawer('user') });
export const PhoneUserDrawerArabicBlack: Story = phone({ args: { user: 'main@demo', locale: 'ar', theme: 'black' }, play: openDrawer('user') });
export const PhoneUserDrawerArabicWhite: Story = phone({ args: { locale: 'ar', theme: 'white' }, play: openDrawer('user') });
export const PhoneGuestNavDrawer: Story = phone({ args: { user: null }, play: openDrawer('nav') });
export const LanguageDialog: Story = { play: openLanguageDialog };
export const PhoneLanguageDialog: Story = phone({ play: openLanguageDialog });
export const SecurityDialog: Story = { play: openSecurityCheck };
export const PhoneErrorToast: Story = phone({ args: { failing: ['enterSimulation'] }, play: failEnterSimulation });
