/** The initial shown for a user without an avatar image: the login name's first character, upper case. */
export const initialOf = (name: string): string => name.slice(0, 1).toUpperCase();

/**
 * The user's avatar (full info), or the login name's initial when there is none. Decorative, and
 * fetched at low priority: never ahead of the page's own resources (nor preloaded in its <head> by
 * React, which a server rendering the header apart could not do: server/).
 */
export function Avatar({ src, name, size = 'small' }: { src: string | null; name: string; size?: 'small' | 'large' }) {
  return (
    <span className={`hdr-avatar hdr-avatar-${size}`} aria-hidden="true">
      {src ? <img src={src} alt="" fetchPriority="low" /> : initialOf(name)}
    </span>
  );
}
