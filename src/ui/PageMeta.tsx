import { PUBLIC_PAGES, withProduct, type PublicPageKey } from '../domain/public-pages';
import { useSite } from '../services/site';

type Props =
  | { page: PublicPageKey; title?: undefined; description?: undefined }
  | { page?: undefined; title: string; description: string };

/** Title and meta description of a page; React 19 hoists them into <head>. */
export function PageMeta(props: Props) {
  const { productName } = useSite();
  const source = props.page ? PUBLIC_PAGES[props.page] : props;
  return (
    <>
      <title>{withProduct(source.title, productName)}</title>
      <meta name="description" content={withProduct(source.description, productName)} />
    </>
  );
}
