/**
 * A header menu: trigger button and panel in one hover container (useDisclosure). The panel is
 * always in the server HTML, `hidden` while closed, and absolutely positioned so opening it never
 * moves the page under the pointer.
 */
import type { ReactNode } from 'react';
import { Chevron } from '../parts/icons.tsx';
import { useDisclosure } from './useDisclosure.ts';

export interface DisclosureProps {
  /** Unique among the header's menus: `spot`, `account`, `overflow`. */
  id: string;
  /** What the trigger shows. */
  trigger: ReactNode;
  /** The trigger's accessible name when `trigger` is an icon. */
  triggerLabel?: string;
  /** Show the chevron after the trigger. @default true */
  chevron?: boolean;
  /** Align the panel with the trigger's inline end (menus at the end of the bar). */
  alignEnd?: boolean;
  /** One of the menu's entries is the current page: the trigger is marked. */
  current?: boolean;
  className?: string;
  panelClassName?: string;
  /** The panel's content; a function gets whether the menu is open (to load on first open). */
  children: ReactNode | ((open: boolean) => ReactNode);
}

export function Disclosure({ id, trigger, triggerLabel, chevron = true, alignEnd = false, current = false, className, panelClassName, children }: DisclosureProps) {
  const { open, containerProps, triggerProps, panelProps } = useDisclosure(id, `hdr-panel-${id}`);
  return (
    <div className={`hdr-dd${className ? ` ${className}` : ''}`} data-menu={id} data-open={open ? '' : undefined} {...containerProps}>
      <button className="hdr-dd-trigger" aria-label={triggerLabel} data-current={current ? '' : undefined} {...triggerProps}>
        {trigger}
        {chevron ? <Chevron /> : null}
      </button>
      <div className={`hdr-dd-panel${alignEnd ? ' hdr-dd-panel-end' : ''}`} {...panelProps}>
        <div className={`hdr-dd-card${panelClassName ? ` ${panelClassName}` : ''}`}>{typeof children === 'function' ? children(open) : children}</div>
      </div>
    </div>
  );
}
