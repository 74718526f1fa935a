// The country table: our reading of the package's CSV (gaps, IPv6 by its first 64 bits, IPv4-mapped
// addresses, reserved blocks) on a small table, then the real DB-IP table loaded in its worker thread.
import { describe, expect, it } from "vitest";
import { buildCountryTable, countryIn, createCountryLookup, hasNoCountry, ipv6Groups, loadCountryTable } from "./country-table.ts";

const v6 = (text: string) =>
  BigInt(
    `0x${ipv6Groups(text)
      .map((g) => g.toString(16).padStart(4, "0"))
      .join("")}`,
  );

describe("country table", () => {
  const table = buildCountryTable(
    // 1.0.0.0-1.0.0.255 AU, 1.0.1.0-1.0.3.255 CN, a gap, 1.0.8.0-1.0.8.255 JP, then nothing.
    "16777216,16777471,AU\n16777472,16778239,CN\n16779264,16779519,JP\n",
    `${v6("2001:200::")},${v6("2001:200:ffff:ffff:ffff:ffff:ffff:ffff")},JP\n${v6("2001:da8::")},${v6("2001:daa:ffff:ffff:ffff:ffff:ffff:ffff")},CN\n`,
  );

  it("finds the block an address is in, and nothing in a gap or past the last block", () => {
    expect(countryIn(table, "1.0.0.0")).toBe("AU");
    expect(countryIn(table, "1.0.0.255")).toBe("AU");
    expect(countryIn(table, "1.0.1.0")).toBe("CN");
    expect(countryIn(table, "1.0.3.255")).toBe("CN");
    expect(countryIn(table, "1.0.4.1")).toBeNull();
    expect(countryIn(table, "1.0.8.8")).toBe("JP");
    expect(countryIn(table, "1.0.9.0")).toBeNull();
    expect(countryIn(table, "0.255.255.255")).toBeNull();
    expect(countryIn(table, "255.255.255.254")).toBeNull();
  });

  it("reads IPv6 (with '::', a zone, an IPv4 tail) and IPv4-mapped addresses", () => {
    expect(ipv6Groups("2001:db8::1")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups("::ffff:1.0.8.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x100, 0x801]);
    expect(countryIn(table, "2001:200::1")).toBe("JP");
    expect(countryIn(table, "2001:200:ffff::")).toBe("JP");
    expect(countryIn(table, "2001:201::1")).toBeNull();
    expect(countryIn(table, "2001:da9:1:2:3:4:5:6")).toBe("CN");
    expect(countryIn(table, "::ffff:1.0.8.1")).toBe("JP");
  });

  it("gives no country to private, loopback, link-local and reserved addresses, or to what is not an address", () => {
    for (const ip of [
      "10.1.2.3",
      "127.0.0.1",
      "172.16.5.4",
      "192.168.0.1",
      "169.254.1.1",
      "100.64.0.1",
      "224.0.0.1",
      "::1",
      "fe80::1%eth0",
      "fd00::1",
      "::ffff:10.0.0.1",
    ]) {
      expect(hasNoCountry(ip), ip).toBe(true);
      expect(countryIn(table, ip), ip).toBeNull();
    }
    for (const ip of ["", "unknown", "1.2.3", "1.2.3.4.5", "2001:::1"]) expect(hasNoCountry(ip), ip).toBe(true);
    expect(hasNoCountry("1.0.8.1")).toBe(false);
  });

  it("never loads the table for a local address, and answers null when it cannot load", async () => {
    let loads = 0;
    const lookup = createCountryLookup(() => {
      loads++;
      return Promise.reject(new Error("no table"));
    });
    expect(await lookup.countryOf("127.0.0.1")).toBeNull();
    expect(loads).toBe(0);
    expect(await lookup.countryOf("1.0.8.1")).toBeNull();
    expect(loads).toBe(1);
  });

  it("loads the package's DB-IP table in a worker thread, once", async () => {
    const [first, second] = await Promise.all([loadCountryTable(), loadCountryTable()]);
    expect(first).toBe(second);
    expect(first.v4Starts.length).toBeGreaterThan(100_000);
    expect(first.v6Starts.length).toBeGreaterThan(100_000);
    // Blocks whose country is settled (a national research network, a national registry's own).
    expect(countryIn(first, "2001:da8::1")).toBe("CN");
    expect(countryIn(first, "133.242.0.3")).toBe("JP");
    expect(countryIn(first, "81.2.69.142")).toBe("GB");
    expect(countryIn(first, "192.168.1.1")).toBeNull();
    const lookup = createCountryLookup();
    expect(await lookup.countryOf("::ffff:81.2.69.142")).toBe("GB");
  });
});
