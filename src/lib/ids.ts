// Random tokens and their hashes: what is stored is only ever the hash.
import { randomBytes, createHash } from "node:crypto";

export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const requestId = () => randomBytes(6).toString("hex");
