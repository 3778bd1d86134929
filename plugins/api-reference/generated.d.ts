// Data generated at build time by plugins/api-reference from openapi/openapi.yaml, one module
// per kind of component (plugins/api-reference/openapi/types.ts, ApiDataParts), so a page bundles only what it renders.
declare module '@generated/saturn-openapi/default/examples.json' {
  import type {ApiDataParts} from '@site/plugins/api-reference/openapi/types';

  const data: ApiDataParts['examples'];
  export default data;
}

declare module '@generated/saturn-openapi/default/errors.json' {
  import type {ApiDataParts} from '@site/plugins/api-reference/openapi/types';

  const data: ApiDataParts['errors'];
  export default data;
}

declare module '@generated/saturn-openapi/default/schemas.json' {
  import type {ApiDataParts} from '@site/plugins/api-reference/openapi/types';

  const data: ApiDataParts['schemas'];
  export default data;
}

declare module '@generated/saturn-openapi/default/webhooks.json' {
  import type {ApiDataParts} from '@site/plugins/api-reference/openapi/types';

  const data: ApiDataParts['webhooks'];
  export default data;
}

declare module '@generated/saturn-openapi/default/reference.json' {
  import type {ReferenceModel} from '@site/plugins/api-reference/openapi/reference';

  const reference: ReferenceModel;
  export default reference;
}

declare module '@generated/saturn-openapi/default/reference-outline.json' {
  import type {ReferenceOutline} from '@site/plugins/api-reference/openapi/reference';

  const outline: ReferenceOutline;
  export default outline;
}

// The plugin's theme components (./theme), as docs pages import them.
declare module '@theme/ApiExample' {
  export {default} from '@site/plugins/api-reference/theme/ApiExample';
}
declare module '@theme/SchemaFields' {
  export {default, Constraints} from '@site/plugins/api-reference/theme/SchemaFields';
}
declare module '@theme/ErrorTable' {
  export {default} from '@site/plugins/api-reference/theme/ErrorTable';
}
declare module '@theme/WebhookExample' {
  export {default} from '@site/plugins/api-reference/theme/WebhookExample';
}
declare module '@theme/WebhookTestRequest' {
  export {default} from '@site/plugins/api-reference/theme/WebhookTestRequest';
}
