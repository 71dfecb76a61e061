import { Catalogue1764000000000 } from './1764000000000-catalogue.js';
import { MailOutbox1764000000001 } from './1764000000001-mail-outbox.js';
import { Accounts1764000000002 } from './1764000000002-accounts.js';
import { CatalogueSearch1764000000003 } from './1764000000003-catalogue-search.js';
import { Cart1764000000004 } from './1764000000004-cart.js';
import { EmailChange1764000000005 } from './1764000000005-email-change.js';
import { Orders1764000000100 } from './1764000000100-orders.js';
import { CatalogueVersion1764000000101 } from './1764000000101-catalogue-version.js';
import { Admin1764000000200 } from './1764000000200-admin.js';
import { Newsletter1764000000300 } from './1764000000300-newsletter.js';
import { WholesalerTerms1764000000410 } from './1764000000410-wholesaler-terms.js';
import { OrderDelivery1764000000411 } from './1764000000411-order-delivery.js';
import { ProductSearch1764000000500 } from './1764000000500-product-search.js';
import { MailRetries1764000000600 } from './1764000000600-mail-retries.js';
import { PrivacyPolicyVersion1764000000700 } from './1764000000700-privacy-policy-version.js';
import { PurchaseOrderAnswer1764000000810 } from './1764000000810-purchase-order-answer.js';
import { FavouritesAndPacks1764000000820 } from './1764000000820-favourites-and-packs.js';
import { SubscriptionSince1764000000900 } from './1764000000900-subscription-since.js';
import { PurchaseOrderMailIndex1764000000910 } from './1764000000910-purchase-order-mail-index.js';

/** Every schema change, in order. The embedded and the real PostgreSQL run the same list. */
export const MIGRATIONS = [
  Catalogue1764000000000,
  MailOutbox1764000000001,
  Accounts1764000000002,
  CatalogueSearch1764000000003,
  Cart1764000000004,
  EmailChange1764000000005,
  Orders1764000000100,
  CatalogueVersion1764000000101,
  Admin1764000000200,
  Newsletter1764000000300,
  WholesalerTerms1764000000410,
  OrderDelivery1764000000411,
  ProductSearch1764000000500,
  MailRetries1764000000600,
  PrivacyPolicyVersion1764000000700,
  PurchaseOrderAnswer1764000000810,
  FavouritesAndPacks1764000000820,
  SubscriptionSince1764000000900,
  PurchaseOrderMailIndex1764000000910,
];
