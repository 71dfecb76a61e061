import { DomainError } from '../../shared/domain/domain-error.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG.test(value);
}

export function assertSlug(value: string): string {
  if (!isSlug(value)) throw new DomainError('invalid_data', { field: 'slug' });
  return value;
}

/** Suggests a slug from a (French) name: "Poissons & fruits de mer" -> "poissons-fruits-de-mer". */
export function slugFrom(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
