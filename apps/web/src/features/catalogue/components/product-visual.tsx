import { PackageIcon } from '../../../shared/ui/icons/shop-icons';

/** The product's image, or a calm pictogram while the catalogue has none. */
export function ProductVisual({ image, name, className = 'product-visual' }: { image: string | null; name: string; className?: string }) {
  return (
    <div className={image ? className : `${className} ${className}--empty`}>
      {image ? <img src={image} alt={name} loading="lazy" decoding="async" width={400} height={300} /> : <PackageIcon size={36} />}
    </div>
  );
}
