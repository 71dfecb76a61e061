import type { ReactNode } from 'react';

export interface IconProps {
  className?: string;
  /** Icons are decorative by default; the control around them carries the accessible name. */
  size?: number;
}

interface BaseIconProps extends IconProps {
  children: ReactNode;
  filled?: boolean;
}

export function BaseIcon({ className, size = 24, filled = false, children }: BaseIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}
