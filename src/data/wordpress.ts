/**
 * Facts about the Saturn WordPress plugin (slug in `product.wordpressPlugin`
 * of facts.ts) that the WordPress pages share.
 */
export const wordpressPlugin = {
  /** Name of the extra monitor `wp saturn sync` creates, pinged each time wp-cron runs. */
  runnerMonitorName: 'wp-cron runner',
  /** Recommended system cron frequency in minutes, and the runner monitor's interval. */
  systemCronMinutes: 5,
  /** How `wp saturn sync` names monitors: the site's host, a colon, then the hook or runner name. */
  monitorNameExample: 'shop.example.com: woocommerce_cleanup_sessions',
  /** WordPress's own lock against concurrent wp-cron runs (a transient). */
  cronLockTransient: 'doing_cron',
  /** WordPress's default WP_CRON_LOCK_TIMEOUT, in seconds. */
  cronLockTimeoutSeconds: 60,
} as const;
