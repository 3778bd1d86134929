/**
 * Facts about Saturn's Kubernetes integration (the `saturn/saturn-sidecar`
 * Helm chart) that pages and tests share. The chart's values and their
 * defaults live in `charts/saturn-sidecar/values.schema.json`.
 */
export const kubernetesIntegration = {
  /** Pod-template annotation that opts a Job's pods into monitoring; its value is the monitor ID. */
  monitorAnnotation: 'saturn.example/monitor-id',
  /** Optional pod-template annotation naming the container to report when the pod has several. */
  containerAnnotation: 'saturn.example/container',
  /** Oldest Kubernetes minor version the chart supports (native sidecars are on by default from 1.29). */
  minKubernetesVersion: '1.29',
  /** Name of the injected sidecar container (an init container with `restartPolicy: Always`). */
  sidecarContainerName: 'saturn-sidecar',
  /** ClusterRole that lets a pod read its own status and logs. */
  podReaderClusterRole: 'saturn-sidecar-pod-reader',
  /** RoleBinding the injector creates in each namespace where it injects a sidecar. */
  roleBindingName: 'saturn-sidecar',
  /** Environment variables the injector sets on the sidecar (the same names the CLI reads). */
  sidecarEnvironment: ['SATURN_MONITOR_ID', 'SATURN_TOKEN', 'SATURN_API_URL'],
} as const;
