/** Bad usage of a command (a missing or invalid option): a one-line message and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}
