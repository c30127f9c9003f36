// The part of autocannon 9's API bench/load.ts uses (the package ships no types).
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    requests?: Array<Request & { setupRequest?: (req: Request) => Request }>;
  };
  type Result = { requests: { total: number }; errors: number; timeouts: number; non2xx: number };
  type Instance = PromiseLike<Result> & { on(event: "response", fn: (client: unknown, status: number, bytes: number, ms: number) => void): void };
  export default function autocannon(options: Options): Instance;
}
