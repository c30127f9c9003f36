import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertKey, type MediaStorage, type StoredObject } from "./types";

/** Thrown while receiving an upload that grows past its declared size. */
export class UploadTooLargeError extends Error {
  constructor() {
    super("upload exceeds the declared size");
  }
}

/**
 * Files under one directory (default `<DATA_DIR>/media`). The app accepts the
 * signed PUT itself (`receive`) and serves files through its own signed URLs.
 */
export class LocalStorage implements MediaStorage {
  readonly kind = "local" as const;

  constructor(readonly root: string) {}

  /** The file of a key: built from the validated key only, and always inside the root. */
  pathOf(key: string): string {
    assertKey(key);
    const full = path.resolve(this.root, ...key.split("/"));
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error("media path escapes the storage root");
    return full;
  }

  async presignUpload(): Promise<null> {
    return null;
  }

  /**
   * Streams an upload body to the key's file, refusing the first byte past `maxBytes`.
   * Written to a temporary file and renamed, so a refused or broken upload never leaves a partial object.
   */
  async receive(key: string, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString("hex")}.part`;
    let received = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        if (received > maxBytes) done(new UploadTooLargeError());
        else done(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>), cap, createWriteStream(temp, { mode: 0o600 }));
      await rename(temp, target);
      return received;
    } catch (e) {
      await rm(temp, { force: true });
      throw e;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw e;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw e;
    }
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString("hex")}.part`;
    await writeFile(temp, bytes, { mode: 0o600 });
    await rename(temp, target);
  }

  async open(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw e;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async presignDownload(): Promise<null> {
    return null;
  }

  publicUrl(): null {
    return null;
  }
}
