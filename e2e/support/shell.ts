/**
 * The environment a user's shell gives `newshub`: this process's, without the colour variables the
 * test runner sets for its own workers (Playwright forces FORCE_COLOR=1 and DEBUG_COLORS there,
 * which would colour the CLI's output and make Node warn that NO_COLOR is ignored).
 */
export function shellEnv(): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _force, DEBUG_COLORS: _debug, ...env } = process.env
  return env
}
