import { BaseIcon, type IconProps } from '../../../shared/ui/icons/icon';

/** Pictograms of the three promises of the about section. */
export const LowestPriceIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M3.5 12.2V5a1.5 1.5 0 0 1 1.5-1.5h7.2l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-7 7a1.5 1.5 0 0 1-2.1 0z" />
    <circle cx="8" cy="8" r="1.4" />
    <path d="M12.5 10.5v5.5M10 13.5l2.5 2.5 2.5-2.5" />
  </BaseIcon>
);

export const OneOrderIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <rect x="2.5" y="8.5" width="7" height="7" rx="1.6" />
    <path d="M9.5 12H13M13 12c0-4 1.2-6 4-6M13 12c0 4 1.2 6 4 6M13 12h4" />
    <circle cx="19" cy="6" r="2" />
    <circle cx="19" cy="12" r="2" />
    <circle cx="19" cy="18" r="2" />
  </BaseIcon>
);

export const SubscriptionIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <rect x="3" y="5" width="18" height="15" rx="2.5" />
    <path d="M3 9.5h18M8 3v4M16 3v4" />
    <path d="M9 13.5l2 2 4-4" />
  </BaseIcon>
);
