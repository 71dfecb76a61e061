import type { Category } from '../../domain/category.js';
import type { CategoryDto } from './category.dto.js';

/** The only fields a category answer may show. */
export function presentCategory(category: Category): CategoryDto {
  return {
    id: category.id,
    slug: category.slug,
    name_fr: category.name.fr,
    name_de: category.name.de,
    name_it: category.name.it,
    description_fr: category.description.fr,
    description_de: category.description.de,
    description_it: category.description.it,
    image_url: category.imageKey ? `/media/${category.imageKey}` : null,
  };
}
