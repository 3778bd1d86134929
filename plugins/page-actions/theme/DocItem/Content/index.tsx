// Wrapped, not ejected: adds "Copy page" and "View as Markdown" above every docs page
// (../../../PageActions.tsx), outside the .markdown block that search and the
// Markdown copies read.
import type {ReactNode} from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

import {PageActions} from '../../../PageActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageActions />
      <Content {...props} />
    </>
  );
}
