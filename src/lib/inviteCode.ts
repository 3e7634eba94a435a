import { MAX_INVITE_CODE_LENGTH } from '../content/invite';

/**
 * Whether a code is an invite code under `pattern` (INVITE_CODE_PATTERN, a regular expression's
 * source): the pattern matches the whole code, and the code is at most MAX_INVITE_CODE_LENGTH
 * characters. The server decides with it which invite addresses are pages (404 otherwise); the
 * invite page decides the same in the browser, so both render the same document. Throws for a
 * pattern that is not a regular expression (the configuration refuses one at start).
 */
export function inviteCodeMatcher(pattern: string): (code: string) => boolean {
  const whole = new RegExp(`^(?:${pattern})$`, 'u');
  return (code) => code.length <= MAX_INVITE_CODE_LENGTH && whole.test(code);
}
