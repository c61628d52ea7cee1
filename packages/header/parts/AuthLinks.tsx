/** Log in and sign up for guests (from = the current page, source=mix: the model built the hrefs). */
import type { ShownMenu } from '../nav/index.ts';
import { HeaderLink } from './HeaderLink.tsx';

export function AuthLinks({ menu }: { menu: ShownMenu }) {
  return (
    <div className="hdr-auth">
      {menu.items.map((item, index) =>
        item.kind === 'link' ? (
          // The last entry (sign up) is the call to action.
          <HeaderLink key={item.id} item={item} className={index === menu.items.length - 1 ? 'hdr-button hdr-button-primary' : 'hdr-button hdr-button-quiet'} />
        ) : null,
      )}
    </div>
  );
}
