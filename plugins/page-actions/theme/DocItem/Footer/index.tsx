// Wrapped, not ejected: adds "Report a problem with this page" under every docs page
// (../../../PageActions.tsx), after the edit link of the original footer.
import type {ReactNode} from 'react';
import Footer from '@theme-init/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';

import {ReportProblem} from '../../../PageActions';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <ReportProblem />
    </>
  );
}
