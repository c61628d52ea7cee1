/** English, Arabic (right to left) and German (the longest labels), in both themes, desktop and phone. */
import { meta, phone, type Story } from '../src/stories.tsx';

export default { title: 'Header/Locales and themes', ...meta() };

export const EnglishBlack: Story = { args: { locale: 'en', theme: 'black' } };
export const EnglishWhite: Story = { args: { locale: 'en', theme: 'white' } };
export const ArabicBlack: Story = { args: { locale: 'ar', theme: 'black' } };
export const ArabicWhite: Story = { args: { locale: 'ar', theme: 'white' } };
export const GermanBlack: Story = { args: { locale: 'de', theme: 'black' } };
export const GermanWhite: Story = { args: { locale: 'de', theme: 'white' } };
export const GuestGerman: Story = { args: { user: null, locale: 'de' } };
export const PhoneEnglishBlack: Story = phone({ args: { locale: 'en', theme: 'black' } });
export const PhoneEnglishWhite: Story = phone({ args: { locale: 'en', theme: 'white' } });
export const PhoneArabic: Story = phone({ args: { locale: 'ar' } });
export const PhoneGerman: Story = phone({ args: { locale: 'de' } });
export const PhoneGuest: Story = phone({ args: { user: null } });
