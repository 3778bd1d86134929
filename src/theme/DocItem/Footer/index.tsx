// Wrapped, not ejected: adds "Report a problem with this page" under every docs page
// (src/components/PageActions), after the edit link of the original footer.
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';

import {ReportProblem} from '@site/src/components/PageActions';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <ReportProblem />
    </>
  );
}
