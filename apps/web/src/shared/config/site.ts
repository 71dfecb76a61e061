/**
 * Everything about the company that the interface shows: one place to change the phone
 * number, the support address or a social account. The values below are placeholders until
 * the business confirms its real ones.
 */
export type SocialNetwork = 'instagram' | 'linkedin' | 'facebook';

export interface SocialLink {
  network: SocialNetwork;
  /** Proper name of the network, shown to assistive technology inside a translated label. */
  name: string;
  href: string;
}

export interface SiteConfig {
  name: string;
  contact: {
    /** As displayed, in the Swiss format. */
    phoneDisplay: string;
    /** E.164, for the `tel:` link. */
    phoneE164: string;
    supportEmail: string;
  };
  social: readonly SocialLink[];
  /** The operator named by the imprint and the privacy policy (Swiss law asks online shops for it). */
  operator: {
    legalName: string;
    street: string;
    postalCode: string;
    city: string;
    email: string;
    /** Swiss business identification number (UID/IDE/IDI). */
    uid: string;
  };
}

export const siteConfig: SiteConfig = {
  name: 'Mercato',
  contact: {
    phoneDisplay: '+41 21 555 01 23',
    phoneE164: '+41215550123',
    supportEmail: 'support@mercato.ch',
  },
  social: [
    { network: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/mercato.ch' },
    { network: 'linkedin', name: 'LinkedIn', href: 'https://www.linkedin.com/company/mercato-ch' },
    { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/mercato.ch' },
  ],
  operator: {
    legalName: 'Mercato Sàrl',
    street: 'Rue du Marché 12',
    postalCode: '1003',
    city: 'Lausanne',
    email: 'legal@mercato.ch',
    uid: 'CHE-123.456.789',
  },
};
