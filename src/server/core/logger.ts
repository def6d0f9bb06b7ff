const LEVELS = ["debug", "info", "warn", "error"] as const;
type Level = (typeof LEVELS)[number];

export type Logger = Record<Level, (message: string) => void>;

export function createLogger(minimum: Level): Logger {
  const threshold = LEVELS.indexOf(minimum);
  const at = (level: Level) => (message: string) => {
    if (LEVELS.indexOf(level) < threshold) return;
    const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}`;
    if (level === "error" || level === "warn") console.error(line);
    else console.log(line);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
