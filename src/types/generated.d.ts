// Data generated at build time by plugins/openapi from openapi/openapi.yaml.
declare module '@generated/saturn-openapi/default/api-data.json' {
  import type {ApiData} from '@site/src/lib/openapi/types';

  const data: ApiData;
  export default data;
}
