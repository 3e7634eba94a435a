/**
 * A reason the server cannot start that its operator can fix (a bad setting, a port in use, no
 * build): server.ts prints its message as one line, without a stack, and exits with
 * START_FAILED. The message names the variable or the port and says what to do.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The exit code of a start that failed for a StartupError; a cluster's primary then stops too (EX_CONFIG). */
export const START_FAILED = 78;
