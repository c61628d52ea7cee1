/**
 * How a server gives the header HTML it rendered apart from the page (server/: createHeaderHtmlCache),
 * so the page's render puts the HTML in place instead of rendering the header's parts again. Only a
 * server provides it; in a browser the header always renders its parts.
 */
import { createContext } from 'react';
import type { HeaderEnvironment, Theme } from '../shell/environment.ts';
import type { HeaderProps } from './props.ts';

/** The HTML inside the header's root box for these props, or null: render the parts in the page. */
export type HeaderHtmlRenderer = (props: HeaderProps & { theme: Theme }, environment: HeaderEnvironment) => string | null;

export const HeaderHtmlContext = createContext<HeaderHtmlRenderer | null>(null);
