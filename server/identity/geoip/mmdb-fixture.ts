// A minimal writer of MaxMind DB files (format 2.0), for tests: an IPv6
// search tree with 24-bit records, IPv4 networks mapped under ::/96 (where
// readers look IPv4 addresses up), a data section without pointers, and the
// metadata map. Enough to exercise the maxmind provider against a real
// .mmdb without shipping MaxMind's (licensed) databases.
// Format: https://maxmind.github.io/MaxMind-DB/

export type MmdbValue = string | number | boolean | MmdbValue[] | { [key: string]: MmdbValue };

const TYPE = { string: 2, double: 3, uint32: 6, map: 7, array: 11, boolean: 14 } as const;

function controlBytes(type: number, size: number): number[] {
  let sizeBits: number;
  let sizeBytes: number[] = [];
  if (size < 29) sizeBits = size;
  else if (size < 285) [sizeBits, sizeBytes] = [29, [size - 29]];
  else if (size < 65_821) [sizeBits, sizeBytes] = [30, [(size - 285) >> 8, (size - 285) & 0xff]];
  else [sizeBits, sizeBytes] = [31, [((size - 65_821) >> 16) & 0xff, ((size - 65_821) >> 8) & 0xff, (size - 65_821) & 0xff]];
  // Types above 7 are "extended": type 0 in the control byte, then (type - 7).
  const head = type <= 7 ? [(type << 5) | sizeBits] : [sizeBits, type - 7];
  return [...head, ...sizeBytes];
}

function encode(value: MmdbValue): Buffer {
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([Buffer.from(controlBytes(TYPE.string, bytes.length)), bytes]);
  }
  if (typeof value === "boolean") return Buffer.from(controlBytes(TYPE.boolean, value ? 1 : 0));
  if (typeof value === "number") {
    if (Number.isInteger(value) && value >= 0 && value <= 0xffffffff) {
      const bytes: number[] = [];
      for (let v = value; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
      return Buffer.from([...controlBytes(TYPE.uint32, bytes.length), ...bytes]);
    }
    const double = Buffer.alloc(8);
    double.writeDoubleBE(value);
    return Buffer.concat([Buffer.from(controlBytes(TYPE.double, 8)), double]);
  }
  if (Array.isArray(value)) return Buffer.concat([Buffer.from(controlBytes(TYPE.array, value.length)), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([Buffer.from(controlBytes(TYPE.map, entries.length)), ...entries.flatMap(([k, v]) => [encode(k), encode(v)])]);
}

/** The first `prefix` bits of an IPv4 network, placed under ::/96 of the IPv6 tree. */
function networkBits(network: string): number[] {
  const [address, prefixText] = network.split("/");
  const prefix = Number(prefixText ?? 32);
  const octets = address.split(".").map(Number);
  if (octets.length !== 4 || octets.some((o) => !(o >= 0 && o <= 255)) || !(prefix >= 1 && prefix <= 32)) {
    throw new Error(`not an IPv4 network: ${network}`);
  }
  const bits = octets.flatMap((o) => Array.from({ length: 8 }, (_, i) => (o >> (7 - i)) & 1));
  return [...new Array<number>(96).fill(0), ...bits.slice(0, prefix)];
}

type MmdbRecord = { node: number } | { data: number } | null;

/** Builds a .mmdb file mapping IPv4 networks (CIDR) to records. */
export function buildMmdb(networks: Record<string, MmdbValue>, databaseType = "GeoLite2-City"): Buffer {
  const nodes: [MmdbRecord, MmdbRecord][] = [[null, null]];
  const data: Buffer[] = [];
  let dataSize = 0;
  for (const [network, record] of Object.entries(networks)) {
    const encoded = encode(record);
    const offset = dataSize;
    data.push(encoded);
    dataSize += encoded.length;
    const bits = networkBits(network);
    let node = 0;
    bits.forEach((bit, i) => {
      const slot = nodes[node][bit];
      if (i === bits.length - 1) {
        if (slot) throw new Error(`overlapping network: ${network}`);
        nodes[node][bit] = { data: offset };
        return;
      }
      if (slot && "data" in slot) throw new Error(`overlapping network: ${network}`);
      if (!slot) {
        nodes.push([null, null]);
        nodes[node][bit] = { node: nodes.length - 1 };
      }
      node = (nodes[node][bit] as { node: number }).node;
    });
  }

  const nodeCount = nodes.length;
  const tree = Buffer.alloc(nodeCount * 6);
  const recordValue = (r: MmdbRecord) => (r === null ? nodeCount : "node" in r ? r.node : nodeCount + 16 + r.data);
  nodes.forEach(([left, right], i) => {
    tree.writeUIntBE(recordValue(left), i * 6, 3);
    tree.writeUIntBE(recordValue(right), i * 6 + 3, 3);
  });
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 6,
    database_type: databaseType,
    languages: ["en"],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 1_767_225_600,
    description: { en: "Test fixture" },
  });
  const marker = Buffer.concat([Buffer.from([0xab, 0xcd, 0xef]), Buffer.from("MaxMind.com", "ascii")]);
  return Buffer.concat([tree, Buffer.alloc(16), ...data, marker, metadata]);
}
