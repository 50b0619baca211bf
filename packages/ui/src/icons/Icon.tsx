import type { IconPath } from './IconPath';

export interface IconProps {
  /** The drawing, e.g. `closeIcon` (./icons). */
  path: IconPath;
  size?: number;
  /** Icons are decorative unless given a label; a labelled icon is announced as an image. */
  label?: string;
  /** Direction-dependent icons (chevrons, arrows) flip in right-to-left layouts. */
  mirrorInRtl?: boolean;
}

export function Icon({ path, size = 24, label, mirrorInRtl = false }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      className={mirrorInRtl ? 'mirror-in-rtl' : undefined}
      style={{ flex: 'none' }}
    >
      <path d={path} />
    </svg>
  );
}
