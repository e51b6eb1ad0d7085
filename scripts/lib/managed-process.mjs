// One process of the cluster (nginx, a site or CMS instance) that can be stopped and started
// again, its output kept in a log file; whatever still runs when this process exits is killed.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Children still running when this process exits are killed with it. */
const running = new Set();
process.once('exit', () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

/**
 * One process of the cluster: started, stopped, started again (the suite's outages). Its output
 * goes to `<stateDir>/logs/<name>.log` and, unless quiet, to the console with `[name]` in front.
 */
export function managed(name, { spawnChild, ready, logDir, quiet, onUnexpectedExit }) {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const svc = {
    name,
    child: null,
    output: [],
    get running() {
      return svc.child !== null && svc.child.exitCode === null && svc.child.signalCode === null;
    },
    async start() {
      const child = spawnChild();
      svc.child = child;
      running.add(child);
      child.stopping = false;
      for (const stream of [child.stdout, child.stderr].filter(Boolean)) {
        createInterface({ input: stream }).on('line', (line) => {
          log.write(`${line}\n`);
          svc.output.push(line);
          if (svc.output.length > 2000) svc.output.splice(0, 1000);
          if (!quiet) console.log(`[${name}] ${line}`);
        });
      }
      child.once('exit', (code, signal) => {
        running.delete(child);
        if (!child.stopping) onUnexpectedExit?.(svc, code ?? signal);
      });
      try {
        await ready(child);
      } catch (error) {
        const tail = svc.output.slice(-15).join('\n  ');
        throw new Error(`${name}: ${error.message}${tail ? `\n  ${tail}` : ''}`);
      }
    },
    /** Stops it (SIGTERM, SIGKILL after 5 s; or `signal`), resolved once it has exited. */
    async stop(signal = 'SIGTERM') {
      const child = svc.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.stopping = true;
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill(signal);
        setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5000).unref();
      });
    },
  };
  return svc;
}
