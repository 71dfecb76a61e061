/**
 * What a delete did: things that orders refer to (products, wholesalers) or that were redeemed
 * (activation codes) are only deactivated, so history stays intact.
 */
export type RemovalOutcome = 'deleted' | 'deactivated';

export const REMOVAL_OUTCOMES: readonly RemovalOutcome[] = ['deleted', 'deactivated'];
