import { BaseIcon, type IconProps } from './icon';

export const CartIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M3 4h2.2l2.1 10.4a1.6 1.6 0 0 0 1.6 1.3h8.3a1.6 1.6 0 0 0 1.6-1.2L20.5 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </BaseIcon>
);

export const UserIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c1.2-3.6 4.1-5.4 7.5-5.4s6.3 1.8 7.5 5.4" />
  </BaseIcon>
);

export const MenuIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </BaseIcon>
);

export const CloseIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </BaseIcon>
);

export const PhoneIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M6.6 3.5h2.6l1.4 4-2 1.4a12 12 0 0 0 6.5 6.5l1.4-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16.6 16.6 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />
  </BaseIcon>
);

export const MailIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="M3.8 6.5l8.2 6.3 8.2-6.3" />
  </BaseIcon>
);

export const ArrowRightIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </BaseIcon>
);

export const ArrowDownIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </BaseIcon>
);

export const AlertIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M10.3 4.2L2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4.5M12 17.2v.1" />
  </BaseIcon>
);

export const RefreshIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M20 11a8 8 0 0 0-14.3-4.6L4 8.5M4 4v4.5h4.5M4 13a8 8 0 0 0 14.3 4.6l1.7-2.1M20 20v-4.5h-4.5" />
  </BaseIcon>
);

export const GridIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </BaseIcon>
);

export const HomeIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M4 10.5L12 4l8 6.5V19a1.5 1.5 0 0 1-1.5 1.5H15v-6H9v6H5.5A1.5 1.5 0 0 1 4 19z" />
  </BaseIcon>
);

export const CheckCircleIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M8.3 12.3l2.5 2.5 4.9-5.2" />
  </BaseIcon>
);

export const CheckIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M5.5 12.5l4.2 4.2L18.5 7.8" />
  </BaseIcon>
);

export const DotIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <circle cx="12" cy="12" r="3" />
  </BaseIcon>
);

export const EyeIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M2.8 12s3.3-6.2 9.2-6.2 9.2 6.2 9.2 6.2-3.3 6.2-9.2 6.2S2.8 12 2.8 12z" />
    <circle cx="12" cy="12" r="2.8" />
  </BaseIcon>
);

export const EyeOffIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M9.9 6.1A9.6 9.6 0 0 1 12 5.8c5.9 0 9.2 6.2 9.2 6.2a16 16 0 0 1-2.6 3.4M6.5 7.6A15.6 15.6 0 0 0 2.8 12s3.3 6.2 9.2 6.2a9.3 9.3 0 0 0 4.6-1.2" />
    <path d="M9.9 10a2.8 2.8 0 0 0 4 4M4 4l16 16" />
  </BaseIcon>
);

export const LogoutIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M14 4.5H7.5A1.5 1.5 0 0 0 6 6v12a1.5 1.5 0 0 0 1.5 1.5H14" />
    <path d="M11 12h9M16.5 8.5L20 12l-3.5 3.5" />
  </BaseIcon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </BaseIcon>
);
