// Minimal structured logger: one JSON line per event, level from config.
const order = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type Level = keyof typeof order;
export type Logger = Record<Exclude<Level, "silent">, (msg: string, extra?: Record<string, unknown>) => void>;

export function createLogger(level: Level = "info"): Logger {
  const make = (l: Exclude<Level, "silent">) => (msg: string, extra?: Record<string, unknown>) => {
    if (order[l] < order[level]) return;
    const line = JSON.stringify({ t: new Date().toISOString(), level: l, msg, ...extra });
    (l === "error" || l === "warn" ? console.error : console.log)(line);
  };
  return { debug: make("debug"), info: make("info"), warn: make("warn"), error: make("error") };
}
