import { BaseIcon, type IconProps } from './icon';

/** Larger pictograms of the placeholder and status pages. */
export const LockIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
    <path d="M8.5 10.5V7.8a3.5 3.5 0 0 1 7 0v2.7M12 14.5v2.5" />
  </BaseIcon>
);

export const KeyIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <circle cx="8" cy="15" r="4" />
    <path d="M10.9 12.2L19 4M16 7l2.5 2.5M13.8 9.3l2 2" />
  </BaseIcon>
);

export const ShieldIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12 3.5l7 2.6v5.6c0 4.3-2.9 7.7-7 8.8-4.1-1.1-7-4.5-7-8.8V6.1z" />
    <path d="M9 12l2.2 2.2L15.3 10" />
  </BaseIcon>
);

export const MessageIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M4.5 5.5h15a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5v-3.5h-1A1.5 1.5 0 0 1 3 16V7a1.5 1.5 0 0 1 1.5-1.5z" />
    <path d="M7.5 10h9M7.5 13.2h5.5" />
  </BaseIcon>
);

export const SparkleIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12 3.5l1.9 5.2 5.1 1.8-5.1 1.9L12 17.5l-1.9-5.1L5 10.5l5.1-1.8z" />
    <path d="M18.5 16v4M16.5 18h4" />
  </BaseIcon>
);

export const SettingsIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2.2" />
    <circle cx="9" cy="17" r="2.2" />
  </BaseIcon>
);

export const CompassIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </BaseIcon>
);

export const MailCheckIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M20.5 12V7.5A2.5 2.5 0 0 0 18 5H6a2.5 2.5 0 0 0-2.5 2.5v9A2.5 2.5 0 0 0 6 19h6.5" />
    <path d="M4.2 6.6l7.8 5.9 7.8-5.9M15.5 18l2 2 3.5-3.8" />
  </BaseIcon>
);
