// The npm registry reachable here lacks the prebuilt binaries of other
// platforms (darwin, win32, ...), so `npm install` leaves their optional
// entries out of package-lock.json and `npm ci` then refuses the lock file as
// out of sync. This adds each missing platform package as an optional entry
// with its os/cpu, which npm ci skips on every other platform and fetches on
// its own. Run after `npm install <pkg>`: node scripts/lock-platform-packages.mjs
import { readFileSync, writeFileSync } from "node:fs";

const OS = ["darwin", "win32", "linux", "freebsd", "android", "openharmony", "netbsd", "openbsd", "sunos", "aix"];
const CPU = [
  ["arm64", "arm64"],
  ["x64", "x64"],
  ["ia32", "ia32"],
  ["loong64", "loong64"],
  ["riscv64", "riscv64"],
  ["ppc64", "ppc64"],
  ["s390x", "s390x"],
  ["wasm32", "wasm32"],
  ["arm", "arm"],
];

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;
const added = [];
for (const entry of Object.values(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (packages[`node_modules/${name}`]) continue;
    const os = OS.find((o) => name.includes(o));
    const cpu = CPU.find(([needle]) => name.includes(needle))?.[1];
    if (!cpu) throw new Error(`cannot tell the platform of ${name}`);
    packages[`node_modules/${name}`] = { version, ...(cpu && { cpu: [cpu] }), optional: true, ...(os && { os: [os] }) };
    added.push(name);
  }
}
const sorted = Object.keys(packages).sort((a, b) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b, "en")));
lock.packages = Object.fromEntries(sorted.map((k) => [k, packages[k]]));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.join(", ")}` : "lock file complete");
