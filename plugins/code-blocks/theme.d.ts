// The plugin's own theme module (./theme), as pages and components import it.
declare module '@theme/CodeBlock/Eager' {
  export {default} from '@site/plugins/code-blocks/theme/CodeBlock/Eager';
}
