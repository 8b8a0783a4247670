import { products } from '../content/products';
import { site } from '../content/site';
import { livePrices, withLivePrice } from '../loader-api';
import { ProductsPage } from '../pages/products/ProductsPage';
import { pageMeta, productJsonLd } from '../seo';
import { rupeeFontPreload } from '../document/rupeeFont';
import type { Route } from './+types/products';

/** Product prices (body text). */
export const links: Route.LinksFunction = () => [rupeeFontPreload('inter')];

/** The catalogue's prices when prerendered; the database's when the server renders it (docs/requirements/issues/24-staff-console.md). */
export async function loader({ context }: Route.LoaderArgs) {
  const prices = await livePrices(context);
  return { products: products.map((product) => withLivePrice('product', product, prices)) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: 'Software Products',
    description: `Ready-made GST billing, hotel, pharmacy and school management software from ${site.name}, with installation, training and a year of updates.`,
    path: '/products',
    breadcrumbs: [{ name: 'Products', path: '/products' }],
    jsonLd: (loaderData?.products ?? []).map((product) =>
      productJsonLd({
        id: product.id,
        title: product.title,
        description: product.description[0] ?? product.subtitle,
        price: product.price,
        available: product.available,
      }),
    ),
  });

export default function ProductsRoute({ loaderData }: Route.ComponentProps) {
  return <ProductsPage products={loaderData.products} />;
}
