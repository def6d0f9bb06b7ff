/**
 * The seed registry's version, `year.month.release`. Raise it with every change to the data so
 * that entities stored from an older registry can be told apart (README.md says what changed).
 */
export const REGISTRY_VERSION = "2026.11.11";
