import { Injectable } from '@nestjs/common';
import type { Category } from '../../domain/category.js';
import { CategoryRepository } from '../category-repository.port.js';

/** The category grid of the home page. */
@Injectable()
export class ListCategories {
  constructor(private readonly categories: CategoryRepository) {}

  execute(): Promise<Category[]> {
    return this.categories.listInDisplayOrder();
  }
}
