// The country of a client address, for Analytics' country breakdown (ADR 010). The table is DB-IP's
// IP to Country Lite (CC BY 4.0: the Analytics page links to DB-IP.com, as the licence asks), from the
// npm package @ip-location-db/dbip-country, updated with the package: sorted block starts with a
// country each, looked up by binary search. Only the country code is kept from a page view, never the
// address. Private, loopback and other reserved addresses have no country.
//
// Parsing the table's CSV takes ~150 ms of CPU, so a worker thread does it once per process, on the
// first page view, and hands over its arrays (server/analytics/country-table-worker.ts).
import { createRequire } from "node:module";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import { Worker } from "node:worker_threads";

/** Block starts and their countries: IPv4 as 32-bit numbers, IPv6 by their first 64 bits. */
export interface CountryTable {
  v4Starts: Uint32Array;
  v4Countries: Uint16Array;
  v6Starts: BigUint64Array;
  v6Countries: Uint16Array;
}

const PACKAGE = "@ip-location-db/dbip-country";

/** The package's two CSV files ("start,end,CC" with numeric addresses). */
export function countryTableFiles(): { v4: string; v6: string } {
  const require = createRequire(import.meta.url);
  const dir = require.resolve(`${PACKAGE}/package.json`).replace(/package\.json$/, "");
  return { v4: `${dir}dbip-country-ipv4-num.csv`, v6: `${dir}dbip-country-ipv6-num.csv` };
}

/** A two-letter code packed in 16 bits (0: no country). */
function packCode(text: string, at: number): number {
  const a = text.charCodeAt(at);
  const b = text.charCodeAt(at + 1);
  return a >= 65 && a <= 90 && b >= 65 && b <= 90 ? (a << 8) | b : 0;
}

function unpackCode(code: number): string | null {
  return code === 0 ? null : String.fromCharCode(code >> 8, code & 0xff);
}

/**
 * Reads the CSV text of one file into block starts and countries. A gap between one block's end and
 * the next block's start is entered as a block without a country, so an address in it finds none.
 */
export function parseCountryCsv(text: string, bits: 32 | 64): { starts: number[] | bigint[]; countries: number[] } {
  const starts: (number | bigint)[] = [];
  const countries: number[] = [];
  let previousEnd: number | bigint | null = null;
  let pos = 0;
  while (pos < text.length) {
    let newline = text.indexOf("\n", pos);
    if (newline < 0) newline = text.length;
    const first = text.indexOf(",", pos);
    const second = first < 0 ? -1 : text.indexOf(",", first + 1);
    if (first > 0 && second > first && second < newline) {
      const start = bits === 32 ? Number(text.slice(pos, first)) : BigInt(text.slice(pos, first)) >> 64n;
      const end = bits === 32 ? Number(text.slice(first + 1, second)) : BigInt(text.slice(first + 1, second)) >> 64n;
      if (previousEnd !== null && start > (bits === 32 ? (previousEnd as number) + 1 : (previousEnd as bigint) + 1n)) {
        starts.push(bits === 32 ? (previousEnd as number) + 1 : (previousEnd as bigint) + 1n);
        countries.push(0);
      }
      // IPv6 blocks are compared by their first 64 bits: a block smaller than a /64 shares its start
      // with the one before, and the later one wins (none is allocated that small to a country).
      if (bits === 64 && starts.length > 0 && starts[starts.length - 1] === start) {
        countries[countries.length - 1] = packCode(text, second + 1);
      } else {
        starts.push(start);
        countries.push(packCode(text, second + 1));
      }
      previousEnd = end;
    }
    pos = newline + 1;
  }
  if (previousEnd !== null) {
    const after = bits === 32 ? (previousEnd as number) + 1 : (previousEnd as bigint) + 1n;
    if (bits === 32 ? (after as number) <= 0xffffffff : (after as bigint) <= 0xffffffffffffffffn) {
      starts.push(after);
      countries.push(0);
    }
  }
  return { starts: starts as number[] | bigint[], countries };
}

/** The index of the last start ≤ value, or -1. */
function lastAtOrBelow<T extends number | bigint>(starts: ArrayLike<T>, value: T): number {
  let lo = 0;
  let hi = starts.length - 1;
  if (hi < 0 || starts[0]! > value) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** An IPv4 address as a 32-bit number. */
function ipv4Number(ip: string): number {
  const parts = ip.split(".");
  return ((Number(parts[0]) << 24) >>> 0) + (Number(parts[1]) << 16) + (Number(parts[2]) << 8) + Number(parts[3]);
}

/** The 8 groups of an IPv6 address (zone removed, "::" expanded, a trailing IPv4 turned into two groups). */
export function ipv6Groups(ip: string): number[] {
  let text = ip.replace(/%.*$/, "");
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = ipv4Number(v4[1]!);
    text = text.slice(0, v4.index) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups].map((group) => parseInt(group, 16));
}

/** Addresses no country has: private networks, loopback, link-local, shared, multicast and reserved blocks. */
const NO_COUNTRY = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  NO_COUNTRY.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  NO_COUNTRY.addSubnet(net, prefix, "ipv6");

/** An address that is not one, or one no country has (private, loopback, link-local, multicast, reserved). */
export function hasNoCountry(ip: string): boolean {
  if (isIPv4(ip)) return NO_COUNTRY.check(ip, "ipv4");
  if (!isIPv6(ip)) return true;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return hasNoCountry(`${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`);
  }
  return NO_COUNTRY.check(ip.replace(/%.*$/, ""), "ipv6");
}

/** The country code (ISO 3166-1 alpha-2) of an address in the table, or null (private, reserved, unknown, not an address). */
export function countryIn(table: CountryTable, ip: string): string | null {
  if (isIPv4(ip)) {
    if (NO_COUNTRY.check(ip, "ipv4")) return null;
    const at = lastAtOrBelow(table.v4Starts, ipv4Number(ip));
    return at < 0 ? null : unpackCode(table.v4Countries[at]!);
  }
  if (!isIPv6(ip)) return null;
  const address = ip.replace(/%.*$/, "");
  const groups = ipv6Groups(address);
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 table.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return countryIn(table, `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`);
  }
  if (NO_COUNTRY.check(address, "ipv6")) return null;
  const high = (BigInt(groups[0]!) << 48n) | (BigInt(groups[1]!) << 32n) | (BigInt(groups[2]!) << 16n) | BigInt(groups[3]!);
  const at = lastAtOrBelow(table.v6Starts, high);
  return at < 0 ? null : unpackCode(table.v6Countries[at]!);
}

/** Builds the table from the two CSV texts (the worker does this; tests may with small texts). */
export function buildCountryTable(v4Csv: string, v6Csv: string): CountryTable {
  const v4 = parseCountryCsv(v4Csv, 32);
  const v6 = parseCountryCsv(v6Csv, 64);
  return {
    v4Starts: Uint32Array.from(v4.starts as number[]),
    v4Countries: Uint16Array.from(v4.countries),
    v6Starts: BigUint64Array.from(v6.starts as bigint[]),
    v6Countries: Uint16Array.from(v6.countries),
  };
}

const WORKER_FILE = new URL("./country-table-worker.ts", import.meta.url);

/** Loads the package's table in a worker thread (no event-loop pause); one load per process. */
let loading: Promise<CountryTable> | null = null;
export function loadCountryTable(): Promise<CountryTable> {
  loading ??= new Promise<CountryTable>((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: countryTableFiles() });
    worker.once("message", (table: CountryTable) => {
      resolve(table);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`country table worker exited with ${code}`));
    });
  }).catch((error: unknown) => {
    // A failed load is tried again on a later page view rather than never.
    loading = null;
    throw error;
  });
  return loading;
}

export interface CountryLookup {
  /** The address's country, or null. Never throws: a table that cannot load gives null. */
  countryOf(ip: string): Promise<string | null>;
}

export function createCountryLookup(load: () => Promise<CountryTable> = loadCountryTable): CountryLookup {
  return {
    async countryOf(ip) {
      // Local and private addresses (development, tests, a proxy not trusted) never load the table.
      if (hasNoCountry(ip)) return null;
      try {
        return countryIn(await load(), ip);
      } catch {
        return null;
      }
    },
  };
}
