import type { Category } from '../domain/category.js';

/** Reads and writes categories; owned by the use cases that need it. */
export abstract class CategoryRepository {
  /** Every category, in the order of the home grid. */
  abstract listInDisplayOrder(): Promise<Category[]>;
}
