/** A name in the admin's language (French when that one is empty): products, subcategories. */
export function localizedName(names: { name_fr: string; name_de: string; name_it: string }, language: string): string {
  const lang = language.slice(0, 2);
  return (lang === 'de' ? names.name_de : lang === 'it' ? names.name_it : names.name_fr) || names.name_fr;
}

/** A subcategory's category name in the admin's language (French when that one is empty). */
export function localizedCategoryName(names: { category_name_fr: string; category_name_de: string; category_name_it: string }, language: string): string {
  return localizedName({ name_fr: names.category_name_fr, name_de: names.category_name_de, name_it: names.category_name_it }, language);
}
