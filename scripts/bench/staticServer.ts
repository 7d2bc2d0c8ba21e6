import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  url: string;
  stop: () => void;
}

/** Serves a built `client/` folder with scripts/serve.mjs (host rules and compression included). */
export async function serveStatic(dir: string, port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url + '/')).ok) return { url, stop: () => child.kill() };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`The server for ${dir} did not start on port ${port}`);
}
