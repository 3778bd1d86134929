/**
 * Wrapped, not replaced: a code token that Prism leaves plain is printed as bare text.
 *
 * theme-classic renders every token of a line as a `<span>`, plain text included (the
 * spaces between words, the arguments of a command, a line's empty end). A plain token's
 * colour is the code block's own, which its line inherits, so its span styles nothing: on a
 * page of examples it is about two in five of the code's elements and a fifth of all the
 * page's elements, each of which the browser parses, styles and lays out. Every other token
 * (any token that has a type besides `plain`, an inline style, or other attributes, such as
 * the placeholders of plugins/your-values) is theme-classic's span.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import Token from '@theme-init/CodeBlock/Line/Token';

/** The only attributes a plain token has: an empty one also has an inline-block style. */
const plainKeys = new Set(['line', 'token', 'className', 'children', 'style']);

function isBarePlain(props: Props): boolean {
  if (props.className !== 'token plain') return false;
  if (!Object.keys(props).every((key) => plainKeys.has(key))) return false;
  if (props.style === undefined) return true;
  // An empty token's inline-block keeps an empty line's height in prism-react-renderer;
  // theme-classic's line ends with a <br />, which keeps it already.
  return props.token.empty === true && props.token.content === '';
}

export default function CodeBlockLineTokenWrapper(props: Props): ReactNode {
  return isBarePlain(props) ? props.children : <Token {...props} />;
}
