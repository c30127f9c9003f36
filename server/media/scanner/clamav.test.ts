import { createServer, type AddressInfo, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ClamavScanner, instreamFrames, parseReply } from "@/server/media/scanner/clamav";
import { EICAR, SignatureScanner } from "@/server/media/scanner/signature";

// A tiny clamd stand-in: parses INSTREAM exactly as clamd does (command,
// length-prefixed chunks, zero-length terminator) and answers like clamd.
type Seen = { command: string; chunkSizes: number[]; body: Buffer };

function fakeClamd(reply: (seen: Seen) => string): Promise<{ server: Server; port: number; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let command: string | null = null;
    const chunks: Buffer[] = [];
    const sizes: number[] = [];
    socket.on("data", (data) => {
      buffer = Buffer.concat([buffer, data]);
      if (command === null) {
        const nul = buffer.indexOf(0);
        if (nul < 0) return;
        command = buffer.subarray(0, nul).toString("latin1");
        buffer = buffer.subarray(nul + 1);
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          const s = { command, chunkSizes: sizes, body: Buffer.concat(chunks) };
          seen.push(s);
          socket.end(`${reply(s)}\0`);
          return;
        }
        if (buffer.length < 4 + length) return;
        sizes.push(length);
        chunks.push(buffer.subarray(4, 4 + length));
        buffer = buffer.subarray(4 + length);
      }
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as AddressInfo).port, seen })));
}

let server: Server | undefined;
afterEach(() => server?.close());

describe("clamd INSTREAM", () => {
  it("frames the file as zINSTREAM, 4-byte big-endian length chunks and a zero terminator", () => {
    const frames = instreamFrames(Buffer.from("abcdefghij"), 4);
    expect(Buffer.concat(frames).toString("latin1")).toBe("zINSTREAM\0\0\0\0\x04abcd\0\0\0\x04efgh\0\0\0\x02ij\0\0\0\0");
  });

  it("sends the whole file in chunks and reports clean and infected files", async () => {
    const clamd = await fakeClamd((s) => (s.body.includes(EICAR) ? "stream: Win.Test.EICAR_HDB-1 FOUND" : "stream: OK"));
    server = clamd.server;
    const scanner = new ClamavScanner("127.0.0.1", clamd.port);
    const big = Buffer.alloc(150 * 1024, 7);
    expect(await scanner.scan(big)).toEqual({ clean: true });
    expect(clamd.seen[0].command).toBe("zINSTREAM");
    expect(clamd.seen[0].chunkSizes).toEqual([65536, 65536, 150 * 1024 - 131072]);
    expect(clamd.seen[0].body.equals(big)).toBe(true);
    expect(await scanner.scan(Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.from(EICAR)]))).toEqual({ clean: false, signature: "Win.Test.EICAR_HDB-1" });
  });

  it("fails (so the verification is retried) when clamd errors or is unreachable", async () => {
    const clamd = await fakeClamd(() => "INSTREAM size limit exceeded. ERROR");
    server = clamd.server;
    await expect(new ClamavScanner("127.0.0.1", clamd.port).scan(Buffer.from("x"))).rejects.toThrow(/size limit exceeded/);
    await expect(new ClamavScanner("127.0.0.1", 1).scan(Buffer.from("x"))).rejects.toThrow();
    expect(() => parseReply("")).toThrow(/empty reply/);
  });
});

describe("signature scanner", () => {
  it("flags EICAR anywhere, executables and PDF launch/JavaScript actions, and passes ordinary files", async () => {
    const scanner = new SignatureScanner();
    expect(await scanner.scan(Buffer.from(EICAR))).toEqual({ clean: false, signature: "Eicar-Test-Signature" });
    expect(await scanner.scan(Buffer.from(`GIF89a....${EICAR}`))).toMatchObject({ clean: false });
    expect(await scanner.scan(Buffer.from("MZ\x90\x00\x03"))).toEqual({ clean: false, signature: "Executable.PE" });
    expect(await scanner.scan(Buffer.from("%PDF-1.7\n1 0 obj << /OpenAction << /S /Launch /F (cmd.exe) >> >>"))).toEqual({
      clean: false,
      signature: "PDF.LaunchAction",
    });
    expect(await scanner.scan(Buffer.from("%PDF-1.7\n1 0 obj << /S /JavaScript /JS (app.alert(1)) >>"))).toEqual({ clean: false, signature: "PDF.JavaScript" });
    expect(await scanner.scan(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj %%EOF"))).toEqual({ clean: true });
    // "/JavaScript" in ordinary text (not a PDF) is not a PDF action.
    expect(await scanner.scan(Buffer.from("notes about /JavaScript in PDFs"))).toEqual({ clean: true });
  });
});
