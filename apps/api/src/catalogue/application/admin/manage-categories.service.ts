import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { CatalogueWrites } from '../../../platform/response-cache/catalogue-writes.js';
import { FileStore } from '../../../platform/files/file-store.port.js';
import { coverWebp } from '../../../platform/images/image-processor.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import type { Page, PageRequest } from '../../../shared/domain/paging.js';
import { categoryDraft, subcategoryDraft } from '../../domain/catalogue-drafts.js';
import { CatalogueAdminStore, type CategoryView, type SubcategoryView } from './catalogue-admin-store.port.js';

type Input = Readonly<Record<string, unknown>>;

/** The home grid's cards are 4:3. */
const CATEGORY_IMAGE = { width: 960, height: 720 };

/** Staff manage categories and subcategories; a group that still holds anything cannot be deleted. */
@Injectable()
export class ManageCategories {
  constructor(
    private readonly catalogue: CatalogueWrites,
    private readonly store: CatalogueAdminStore,
    private readonly files: FileStore,
  ) {}

  list(page: PageRequest): Promise<Page<CategoryView>> {
    return this.store.listCategories(page);
  }

  async get(id: number): Promise<CategoryView> {
    const category = await this.store.findCategory(id);
    if (!category) throw new DomainError('category_not_found');
    return category;
  }

  async create(input: Input): Promise<CategoryView> {
    const draft = categoryDraft(input);
    const id = await this.catalogue.run(() => this.store.createCategory(draft));
    return this.get(id);
  }

  async update(id: number, input: Input): Promise<CategoryView> {
    const draft = categoryDraft(input);
    await this.catalogue.run(async () => {
      await this.get(id);
      await this.store.updateCategory(id, draft);
    });
    return this.get(id);
  }

  /** The image is checked by content and stored before it becomes the category's; the old one goes. */
  async setImage(id: number, data: Buffer): Promise<CategoryView> {
    const before = await this.get(id);
    const key = `catalogue/category-${id}-${randomBytes(6).toString('hex')}.webp`;
    await this.files.put(key, await coverWebp(data, CATEGORY_IMAGE.width, CATEGORY_IMAGE.height), 'image/webp');
    await this.catalogue.run(() => this.store.setCategoryImage(id, key));
    if (before.imageKey) await this.files.delete(before.imageKey).catch(() => undefined);
    return this.get(id);
  }

  async delete(id: number): Promise<void> {
    const category = await this.get(id);
    if (category.subcategoryCount > 0 || category.productCount > 0) throw new DomainError('category_not_empty');
    await this.catalogue.run(() => this.store.deleteCategory(id));
    if (category.imageKey) await this.files.delete(category.imageKey).catch(() => undefined);
  }

  listSubcategories(page: PageRequest, categoryId: number | null): Promise<Page<SubcategoryView>> {
    return this.store.listSubcategories(page, categoryId);
  }

  async getSubcategory(id: number): Promise<SubcategoryView> {
    const subcategory = await this.store.findSubcategory(id);
    if (!subcategory) throw new DomainError('subcategory_not_found');
    return subcategory;
  }

  async createSubcategory(input: Input): Promise<SubcategoryView> {
    const draft = subcategoryDraft(input);
    const id = await this.catalogue.run(async () => {
      if (!(await this.store.findCategory(draft.categoryId))) throw new DomainError('category_not_found');
      return this.store.createSubcategory(draft);
    });
    return this.getSubcategory(id);
  }

  async updateSubcategory(id: number, input: Input): Promise<SubcategoryView> {
    const draft = subcategoryDraft(input);
    await this.catalogue.run(async () => {
      await this.getSubcategory(id);
      if (!(await this.store.findCategory(draft.categoryId))) throw new DomainError('category_not_found');
      await this.store.updateSubcategory(id, draft);
    });
    return this.getSubcategory(id);
  }

  async deleteSubcategory(id: number): Promise<void> {
    const subcategory = await this.getSubcategory(id);
    if (subcategory.productCount > 0) throw new DomainError('subcategory_not_empty');
    await this.catalogue.run(() => this.store.deleteSubcategory(id));
  }
}
