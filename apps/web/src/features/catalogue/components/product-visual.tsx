import { PackageIcon } from '../../../shared/ui/icons/shop-icons';

interface ProductVisualProps {
  image: string | null;
  name: string;
  className?: string;
  /** The picture is among the first a visitor sees: fetched at once and first, not when scrolled to. */
  priority?: boolean;
}

/** The product's image, or a calm pictogram while the catalogue has none. */
export function ProductVisual({ image, name, className = 'product-visual', priority = false }: ProductVisualProps) {
  return (
    <div className={image ? className : `${className} ${className}--empty`}>
      {image ? (
        <img
          src={image}
          alt={name}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={400}
          height={300}
        />
      ) : (
        <PackageIcon size={36} />
      )}
    </div>
  );
}
