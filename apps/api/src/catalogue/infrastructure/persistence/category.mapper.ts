import { Category } from '../../domain/category.js';
import type { CategoryOrmEntity } from './category.orm-entity.js';

export const CategoryMapper = {
  toDomain(row: CategoryOrmEntity): Category {
    return new Category({
      id: row.id,
      slug: row.slug,
      name: { fr: row.nameFr, de: row.nameDe, it: row.nameIt },
      description: { fr: row.descriptionFr, de: row.descriptionDe, it: row.descriptionIt },
      imageKey: row.imageKey,
      position: row.position,
    });
  },
};
