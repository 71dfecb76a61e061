import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { CategoryRepository } from '../../application/category-repository.port.js';
import type { Category } from '../../domain/category.js';
import { CategoryMapper } from './category.mapper.js';
import { CategoryOrmEntity } from './category.orm-entity.js';

@Injectable()
export class TypeOrmCategoryRepository extends CategoryRepository {
  constructor(private readonly uow: UnitOfWork) {
    super();
  }

  async listInDisplayOrder(): Promise<Category[]> {
    const rows = await this.uow.manager().find(CategoryOrmEntity, { order: { position: 'ASC', id: 'ASC' } });
    return rows.map(CategoryMapper.toDomain);
  }
}
