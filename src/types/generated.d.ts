// Data generated at build time by plugins/api-reference from openapi/openapi.yaml.
declare module '@generated/saturn-openapi/default/api-data.json' {
  import type {ApiData} from '@site/plugins/api-reference/openapi/types';

  const data: ApiData;
  export default data;
}

declare module '@generated/saturn-openapi/default/reference.json' {
  import type {ReferenceModel} from '@site/plugins/api-reference/openapi/reference';

  const reference: ReferenceModel;
  export default reference;
}
