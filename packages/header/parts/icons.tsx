/** The header's few icons, inline so they cost no request; all decorative (aria-hidden). */
const base = { 'aria-hidden': true, focusable: false, width: 16, height: 16, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5 } as const;

export function Chevron() {
  return (
    <svg {...base} width={10} height={10} className="hdr-chevron">
      <path d="M3 6l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <svg aria-hidden focusable={false} width={28} height={28} viewBox="0 0 28 28" className="hdr-logo-mark">
      <path d="M14 2l12 12-12 12L2 14z" fill="var(--accent)" />
      <path d="M14 8l6 6-6 6-6-6z" fill="var(--surface)" />
    </svg>
  );
}

export function Sun() {
  return (
    <svg {...base} width={18} height={18}>
      <circle cx="8" cy="8" r="3" />
      <path d="M8 1v2M8 13v2M1 8h2M13 8h2M3 3l1.4 1.4M11.6 11.6L13 13M3 13l1.4-1.4M11.6 4.4L13 3" strokeLinecap="round" />
    </svg>
  );
}

export function Moon() {
  return (
    <svg {...base} width={18} height={18}>
      <path d="M13.5 10A6 6 0 0 1 6 2.5a6 6 0 1 0 7.5 7.5z" strokeLinejoin="round" />
    </svg>
  );
}

export function Globe() {
  return (
    <svg {...base} width={18} height={18}>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M1.5 8h13M8 1.5c2 2.2 2 10.8 0 13M8 1.5c-2 2.2-2 10.8 0 13" />
    </svg>
  );
}

export function Download() {
  return (
    <svg {...base} width={18} height={18}>
      <path d="M8 2v8M4.5 7L8 10.5 11.5 7M2.5 13.5h11" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Ellipsis() {
  return (
    <svg {...base} width={18} height={18} stroke="none" fill="currentColor">
      <circle cx="3" cy="8" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="13" cy="8" r="1.5" />
    </svg>
  );
}

export function Copy() {
  return (
    <svg {...base} width={14} height={14}>
      <rect x="5" y="5" width="9" height="9" rx="1.5" />
      <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
    </svg>
  );
}
