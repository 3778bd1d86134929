import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

import {product} from '@site/src/data/facts';

export default function Home(): ReactNode {
  return (
    <Layout title={product.tagline} description={product.summary}>
      <main className="container margin-vert--xl">
        <h1>{product.tagline}</h1>
        <p>{product.summary}</p>
        <Link className="button button--primary" to="/get-started/overview">
          Read the overview
        </Link>
      </main>
    </Layout>
  );
}
