// The app's version, written into every backup (a backup from a newer version is refused on restore).
import pkg from "../../../package.json" with { type: "json" };

export const APP_VERSION: string = pkg.version;
