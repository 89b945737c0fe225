/** The process environment as the configuration reads it. */
export type Env = Record<string, string | undefined>;

/**
 * The configuration was refused (a variable missing, malformed or out of range): the server and the command line print
 * its message without a stack and exit with status 2. Every configuration module throws this one class.
 */
export class ConfigError extends Error {}

/** An integer variable from `min` to `max`; `fallback` when unset or empty. */
export function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
