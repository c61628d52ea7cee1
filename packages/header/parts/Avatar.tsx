/** The user's avatar (full info), or the login name's initial when there is none. Decorative. */
export function Avatar({ src, name, size = 'small' }: { src: string | null; name: string; size?: 'small' | 'large' }) {
  return (
    <span className={`hdr-avatar hdr-avatar-${size}`} aria-hidden="true">
      {src ? <img src={src} alt="" /> : name.slice(0, 1).toUpperCase()}
    </span>
  );
}
