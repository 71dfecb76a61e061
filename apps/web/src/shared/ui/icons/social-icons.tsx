import type { ReactElement } from 'react';
import { BaseIcon, type IconProps } from './icon';
import type { SocialNetwork } from '../../config/site';

const InstagramIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </BaseIcon>
);

const LinkedInIcon = (props: IconProps) => (
  <BaseIcon {...props} filled>
    <path d="M5.2 3.5a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8zM3.6 9h3.2v11.3H3.6zM9.1 9h3.1v1.6h.1c.4-.8 1.5-1.9 3.2-1.9 3.4 0 4 2.2 4 5.1v6.5h-3.2v-5.8c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.9H9.1z" />
  </BaseIcon>
);

const FacebookIcon = (props: IconProps) => (
  <BaseIcon {...props} filled>
    <path d="M13.4 21v-7.6h2.6l.4-3h-3v-1.9c0-.9.3-1.5 1.5-1.5h1.6V4.3a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.7v3h2.6V21z" />
  </BaseIcon>
);

const icons: Record<SocialNetwork, (props: IconProps) => ReactElement> = {
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  facebook: FacebookIcon,
};

export function SocialIcon({ network, ...props }: IconProps & { network: SocialNetwork }) {
  const Icon = icons[network];
  return <Icon {...props} />;
}
