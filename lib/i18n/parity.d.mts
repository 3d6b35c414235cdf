/** Types for parity.mjs, plain JavaScript so the build's check runs it without a compiler. */
export function messageProblems(en: object, hi: object): string[];
