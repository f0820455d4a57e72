/** A setting that stops start-up; the message names the variable (start-up prints "Configuration error: …"). */
export class ConfigError extends Error {}
