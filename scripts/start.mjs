// `npm start`: build what is not built, start the CMS (3001) then the website (3000), print the URLs.
import { apps, startStack } from './lib/stack.mjs';

const stack = await startStack({ forceBuild: process.argv.includes('--build') }).catch((err) => {
  console.error(`\n✖ ${err.message}`);
  process.exit(1);
});

const web = apps.web.port;
const hosts = ['fr', 'en', 'es', 'de', 'ay-fr', 'ay-en'];
console.log('\n✔ The site and the CMS are running. Ctrl-C stops both.\n');
for (const h of hosts) console.log(`  ${h.padEnd(6)} http://${h}.localhost:${web}`);
console.log(`  admin  http://localhost:${apps.cms.port}/admin`);
console.log(`  API    http://localhost:${apps.cms.port}/wp-json/openapi.json`);
console.log('\n  On the first start, the admin password is in the framed box above.\n');

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  stack.stop();
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const child of stack.children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`A server stopped (exit ${code}); stopping the other.`);
      shutdown();
    }
  });
}
