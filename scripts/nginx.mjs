#!/usr/bin/env node
// Serves a build with Debian's nginx and the build's own nginx.conf (written by
// plugins/delivery from the same rules as _headers), the way a deployment does.
// nginx runs as the current user on a loopback port, with its configuration,
// pid file and temporary folders in a folder of the system's temp dir named
// after the port (emptied at start, removed at exit: Playwright ends its web
// server with SIGKILL, which leaves it). No root is needed. Runs in the
// foreground until it gets SIGINT or SIGTERM.
//
// Usage: node scripts/nginx.mjs [--dir build] [--port 4175]
// NGINX_PATH selects the nginx binary (default: /usr/sbin/nginx, then the PATH).
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

export function nginxBinary() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], {encoding: 'utf8'}).stdout.trim();
  return found || null;
}

/** The main configuration: one server on 127.0.0.1 that includes the build's snippet. */
export function mainConfig({prefix, root, port}) {
  const temp = (name) => path.join(prefix, name);
  return `# Written by scripts/nginx.mjs for a test run.
daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log stderr warn;
events {
  worker_connections 256;
}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${root};
    include ${path.join(root, 'nginx.conf')};
  }
}
`;
}

function main() {
  const root = path.resolve(option('dir', 'build'));
  const port = Number(option('port', '4175'));
  const binary = nginxBinary();
  if (!binary) {
    console.error('nginx is not installed. On Debian or Ubuntu run:  sudo apt-get install nginx');
    console.error('Elsewhere, install nginx and set NGINX_PATH=/path/to/nginx.');
    process.exit(1);
  }
  if (!fs.existsSync(path.join(root, 'nginx.conf'))) {
    console.error(`No nginx.conf in ${root}: run "npm run build" first.`);
    process.exit(1);
  }
  const prefix = path.join(os.tmpdir(), `saturn-nginx-${port}`);
  fs.rmSync(prefix, {recursive: true, force: true});
  fs.mkdirSync(prefix);
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(config, mainConfig({prefix, root, port}));
  const cleanUp = () => fs.rmSync(prefix, {recursive: true, force: true});

  const check = spawnSync(binary, ['-t', '-q', '-p', prefix, '-c', config, '-e', 'stderr'], {
    encoding: 'utf8',
  });
  if (check.status !== 0) {
    console.error(`nginx rejected the configuration:\n${check.stderr}`);
    cleanUp();
    process.exit(1);
  }
  const nginx = spawn(binary, ['-p', prefix, '-c', config, '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  console.log(`nginx serves ${root} at http://127.0.0.1:${port}/`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    // SIGQUIT: nginx finishes the requests under way, then exits.
    process.on(signal, () => nginx.kill('SIGQUIT'));
  }
  nginx.on('exit', (code, signal) => {
    cleanUp();
    process.exit(code ?? (signal === 'SIGQUIT' ? 0 : 1));
  });
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) main();
