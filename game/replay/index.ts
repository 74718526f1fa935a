// Public entry of the replay: run encoding and verification (same code in the browser and the server).
export * from "./types.ts";
export { ENCODING_FORMAT, base64UrlToBytes, bytesToBase64Url, decodeRun, encodeRun } from "./encoding.ts";
export { verify, verifyEncoded } from "./verify.ts";
export { runFromSim } from "./record.ts";
