import { connect } from "node:net";
import type { MalwareScanner, ScanResult } from "./types";

// clamd's INSTREAM command over TCP: "zINSTREAM\0", then chunks framed as a
// 4-byte big-endian length followed by the bytes, then a zero-length chunk.
// clamd answers "stream: OK\0" or "stream: <signature> FOUND\0" (or an ERROR).

const CHUNK = 64 * 1024;

/** The INSTREAM request for these bytes, exactly as written to the socket. */
export function instreamFrames(bytes: Buffer, chunkSize = CHUNK): Buffer[] {
  const frames: Buffer[] = [Buffer.from("zINSTREAM\0", "latin1")];
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    const chunk = bytes.subarray(offset, offset + chunkSize);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    frames.push(length, chunk);
  }
  frames.push(Buffer.alloc(4)); // end of stream
  return frames;
}

export function parseReply(reply: string): ScanResult {
  const text = reply.replace(/\0/g, "").trim();
  if (/^stream: OK$/.test(text)) return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(text);
  if (found) return { clean: false, signature: found[1] };
  throw new Error(`clamd could not scan the file: ${text || "empty reply"}`);
}

export class ClamavScanner implements MalwareScanner {
  readonly name = "clamav";

  constructor(
    readonly host: string,
    readonly port: number,
    readonly timeoutMs = 30_000,
  ) {}

  scan(bytes: Buffer): Promise<ScanResult> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: this.host, port: this.port });
      const received: Buffer[] = [];
      let settled = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        fn();
      };
      socket.setTimeout(this.timeoutMs, () => finish(() => reject(new Error(`clamd at ${this.host}:${this.port} timed out`))));
      socket.on("error", (e) => finish(() => reject(e)));
      socket.on("connect", () => {
        for (const frame of instreamFrames(bytes)) socket.write(frame);
      });
      socket.on("data", (chunk) => {
        received.push(chunk);
        // The z-prefixed command ends its reply with a NUL.
        if (chunk.includes(0)) finish(() => settle(resolve, reject, received));
      });
      socket.on("end", () => finish(() => settle(resolve, reject, received)));
    });
  }
}

function settle(resolve: (r: ScanResult) => void, reject: (e: Error) => void, received: Buffer[]) {
  try {
    resolve(parseReply(Buffer.concat(received).toString("utf8")));
  } catch (e) {
    reject(e as Error);
  }
}
