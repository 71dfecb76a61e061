import { assertSlug } from './slug.js';
import { localizedText, type LocalizedText } from './localized-text.js';

export interface CategoryProps {
  readonly id: number;
  readonly slug: string;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  /** File-store key of the image, e.g. `catalogue/viande.svg`; null when there is none. */
  readonly imageKey: string | null;
  readonly position: number;
}

/** A top-level group of the catalogue (meat, fish, ...) shown as a card on the home page. */
export class Category {
  readonly id: number;
  readonly slug: string;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly imageKey: string | null;
  readonly position: number;

  constructor(props: CategoryProps) {
    this.id = props.id;
    this.slug = assertSlug(props.slug);
    this.name = localizedText(props.name);
    this.description = props.description;
    this.imageKey = props.imageKey;
    this.position = props.position;
  }
}
