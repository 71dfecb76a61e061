import { BaseIcon, type IconProps } from './icon';

/** Icons of the shop: search, quantities, cart lines and orders. */
export const SearchIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </BaseIcon>
);

export const PlusIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </BaseIcon>
);

export const MinusIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M5 12h14" />
  </BaseIcon>
);

export const TrashIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M4 7h16M9.5 7V4.8h5V7M6.5 7l.9 12.2a1.5 1.5 0 0 0 1.5 1.3h6.2a1.5 1.5 0 0 0 1.5-1.3L17.5 7M10 11v6M14 11v6" />
  </BaseIcon>
);

export const CartPlusIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M3 4h2.2l2.1 10.4a1.6 1.6 0 0 0 1.6 1.3h8.3a1.6 1.6 0 0 0 1.6-1.2L20.5 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
    <path d="M13.2 9.3v4M11.2 11.3h4" />
  </BaseIcon>
);

export const PackageIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12 3l8 4.2v9.6L12 21l-8-4.2V7.2L12 3z" />
    <path d="M4 7.2l8 4.3 8-4.3M12 11.5V21M8 5.1l8 4.3" />
  </BaseIcon>
);

export const ReceiptIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M6 3h12v18l-2-1.3-2 1.3-2-1.3-2 1.3-2-1.3L6 21V3z" />
    <path d="M9 8h6M9 12h6M9 16h3.5" />
  </BaseIcon>
);

export const TruckIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M3 6.5h11v9.5H3zM14 10h3.6l3.4 3.4V16h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17.5" cy="17.5" r="1.8" />
  </BaseIcon>
);

/** The favourite star: outlined, or filled when the product is a favourite. */
export const StarIcon = ({ filled = false, ...props }: IconProps & { filled?: boolean }) => (
  <BaseIcon {...props}>
    <path
      d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </BaseIcon>
);
