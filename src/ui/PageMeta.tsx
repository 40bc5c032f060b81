import { withProduct } from '../domain/site';
import { useSite } from '../services/site';

/** Title and meta description of a page; React 19 hoists them into <head>. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { productName } = useSite();
  return (
    <>
      <title>{withProduct(title, productName)}</title>
      <meta name="description" content={withProduct(description, productName)} />
    </>
  );
}
