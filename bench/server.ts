// The built app (`npm start`) on BENCH_PORT for the HTTP benchmarks, in its
// own process group so stopping it also stops the server underneath.
import { spawn } from "node:child_process";

export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3200);
export const BENCH_BASE = `http://127.0.0.1:${BENCH_PORT}`;

async function portAnswers(): Promise<boolean> {
  try {
    await fetch(`${BENCH_BASE}/api/v1/plans`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Starts `npm start` with `env` added and waits until it answers; resolves to a function that stops it. */
export async function startServer(env: Record<string, string | undefined>): Promise<() => Promise<void>> {
  // A benchmark before this one may still be shutting down on the same port.
  for (let i = 0; i < 60 && (await portAnswers()); i++) await new Promise((r) => setTimeout(r, 500));
  if (await portAnswers()) throw new Error(`port ${BENCH_PORT} is in use`);
  const server = spawn("npm", ["start"], {
    env: { ...process.env, ...env, PORT: String(BENCH_PORT) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => server.on("exit", () => resolve()));
  const deadline = Date.now() + 900_000;
  while (!(await portAnswers())) {
    if (Date.now() > deadline || server.exitCode !== null) {
      process.kill(-server.pid!, "SIGTERM");
      throw new Error("server did not start");
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return async () => {
    process.kill(-server.pid!, "SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  };
}
