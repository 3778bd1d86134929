import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {dstRiskyHoursText} from '@site/src/data/facts';

/**
 * The local hours in which a DST change skips or repeats a run, in the words every page uses
 * (`dstRiskyHoursText`), and a link to the schedule explorer, which computes them for any zone.
 * A clause that fits after a colon or inside parentheses.
 */
export default function DstRiskyHours(): ReactNode {
  return (
    <>
      {dstRiskyHoursText}; the <Link to="/monitors/types#explorer">schedule explorer</Link> computes
      yours
    </>
  );
}
