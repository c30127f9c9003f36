import { METHODS, type AnyEndpoint, type Method } from "../core/http/endpoint";
import { endpointHandler, methodNotAllowed, preflight, unknownPath, type Handler } from "./route";

// The registry is the routing table: an endpoint's `path` in its defineEndpoint is the only place
// a path is written. app/api/v1/[...path]/route.ts hands every /api/v1 request to `dispatch`,
// which finds the endpoint by method and path (a literal segment before a `{param}` at each
// level, falling back to the `{param}` when the literal's branch has no match, as Next.js orders
// its own routes) and reads the `{param}` values off the URL, decoded.

const PREFIX = "/api/v1";

type Node = {
  literal: Map<string, Node>;
  param?: Node;
  /** The endpoints served at this node's path, by method, each with its `{param}` names in order. */
  served: Map<Method, { endpoint: AnyEndpoint; names: string[]; handler: Handler }>;
};

export type Match = { endpoint: AnyEndpoint; handler: Handler; params: Record<string, string>; allowed: Method[] } | { endpoint: undefined; allowed: Method[] };

const emptyNode = (): Node => ({ literal: new Map(), served: new Map() });

function segmentsOf(template: string): string[] {
  return template.split("/").filter(Boolean);
}

function isParam(segment: string): boolean {
  return /^\{\w+\}$/.test(segment);
}

/** Refuses two endpoints one request could reach: the same method at the same path shape. */
function insert(root: Node, endpoint: AnyEndpoint) {
  let node = root;
  const names: string[] = [];
  for (const segment of segmentsOf(endpoint.path)) {
    if (isParam(segment)) {
      names.push(segment.slice(1, -1));
      node = node.param ??= emptyNode();
    } else {
      if (segment.includes("{")) throw new Error(`${endpoint.path}: a {param} is a whole segment`);
      node = node.literal.get(segment) ?? node.literal.set(segment, emptyNode()).get(segment)!;
    }
  }
  const taken = node.served.get(endpoint.method);
  if (taken) throw new Error(`${endpoint.method} ${endpoint.path} and ${taken.endpoint.path} are the same route`);
  node.served.set(endpoint.method, { endpoint, names, handler: endpointHandler(endpoint) });
}

/** The deepest-first walk: the node serving `segments`, and the values its `{param}`s took. */
function find(node: Node, segments: string[], values: string[]): { node: Node; values: string[] } | undefined {
  if (segments.length === 0) return node.served.size > 0 ? { node, values } : undefined;
  const [head, ...rest] = segments;
  const literal = node.literal.get(head);
  const viaLiteral = literal && find(literal, rest, values);
  if (viaLiteral) return viaLiteral;
  return node.param && head !== "" ? find(node.param, rest, [...values, head]) : undefined;
}

/** `/api/v1/vendors/a%20b` -> ["vendors", "a b"]; undefined when it is not under /api/v1 or not decodable. */
function pathSegments(pathname: string): string[] | undefined {
  if (pathname !== PREFIX && !pathname.startsWith(`${PREFIX}/`)) return undefined;
  const raw = pathname.slice(PREFIX.length).split("/").slice(1);
  if (raw.at(-1) === "") raw.pop();
  try {
    return raw.map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

export type Router = {
  /** The endpoint for a method and a URL path (`/api/v1/...`), or the methods the path has. */
  match(method: string, pathname: string): Match | undefined;
  /** A route module's answer: the endpoint's, a 405, a preflight, or a JSON 404. */
  dispatch(request: Request): Promise<Response>;
};

export function createRouter(endpoints: AnyEndpoint[]): Router {
  const root = emptyNode();
  for (const endpoint of endpoints) insert(root, endpoint);

  const match: Router["match"] = (method, pathname) => {
    const segments = pathSegments(pathname);
    const found = segments && find(root, segments, []);
    if (!found) return undefined;
    const allowed = [...found.node.served.keys()];
    const served = found.node.served.get(method as Method);
    if (!served) return { endpoint: undefined, allowed };
    const params = Object.fromEntries(served.names.map((name, i) => [name, found.values[i]]));
    return { endpoint: served.endpoint, handler: served.handler, params, allowed };
  };

  const dispatch: Router["dispatch"] = async (request) => {
    const method = request.method.toUpperCase();
    const found = match(method === "HEAD" ? "GET" : method, new URL(request.url).pathname);
    if (!found) return unknownPath(request);
    if (method === "OPTIONS") return preflight(request, found.allowed);
    if (!found.endpoint) return methodNotAllowed(request, found.allowed);
    return found.handler(request, { params: Promise.resolve(found.params) });
  };
  return { match, dispatch };
}

/** The exports of a route module that hands every method to `router`. */
export function routeModule(router: () => Router): Record<Method | "OPTIONS", (request: Request) => Promise<Response>> {
  const dispatch = (request: Request) => router().dispatch(request);
  return Object.fromEntries([...METHODS, "OPTIONS"].map((m) => [m, dispatch])) as Record<Method | "OPTIONS", typeof dispatch>;
}
