import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

import {product} from '@site/src/data/facts';

import GetStarted from './_components/GetStarted';
import Hero from './_components/Hero';
import HowItWorks from './_components/HowItWorks';
import Insights from './_components/Insights';
import Plans from './_components/Plans';
import Platforms from './_components/Platforms';
import styles from './_components/home.module.css';

/** The marketing home page: thin section components over `src/data/home.ts`. */
export default function Home(): ReactNode {
  return (
    <Layout title={product.tagline} description={product.summary}>
      <div className={styles.home}>
        <main>
          <Hero />
          <Platforms />
          <HowItWorks />
          <Insights />
          <Plans />
          <GetStarted />
        </main>
      </div>
    </Layout>
  );
}
