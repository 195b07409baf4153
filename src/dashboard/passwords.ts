/**
 * Password hashing with argon2id (the `argon2` package: the reference C implementation, prebuilt binaries). The
 * parameters are the package defaults, which follow RFC 9106's second recommended option (64 MiB, t=3, p=4); the
 * parameters travel inside the PHC string, so raising them later keeps old hashes verifiable.
 *
 * argon2 runs on libuv's thread pool (4 threads by default), which file and DNS work of every request share; a flood
 * of sign-ins must not take it all. So hashes and verifications wait in a queue of `concurrency` (2 by default) per
 * process, which also bounds their memory (64 MiB each).
 */
import argon2 from 'argon2';
import PQueue from 'p-queue';

/** NIST SP 800-63B: at least 8 characters; a long passphrase is allowed (argon2 takes any length; we cap the work). */
export const MIN_PASSWORD_CHARS = 8;
export const MAX_PASSWORD_CHARS = 256;

export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_CHARS) return `must be at least ${MIN_PASSWORD_CHARS} characters`;
  if (password.length > MAX_PASSWORD_CHARS) return `must be at most ${MAX_PASSWORD_CHARS} characters`;
  return null;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed stored hash (which never signs anyone in). */
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * A hash of a random password, verified against when the email is unknown, so an unknown email takes as long to
   * refuse as a wrong password (no account enumeration by timing).
   */
  decoyHash(): Promise<string>;
}

export function createPasswordHasher(concurrency = 2): PasswordHasher {
  const queue = new PQueue({ concurrency });
  const hash = (password: string) => queue.add(() => argon2.hash(password, { type: argon2.argon2id }));
  let decoy: Promise<string> | null = null;
  return {
    hash,
    verify: (stored, password) => queue.add(async () => {
      try {
        return await argon2.verify(stored, password);
      } catch {
        return false;
      }
    }),
    decoyHash: () => (decoy ??= hash(`decoy-${Math.random()}-${Date.now()}`)),
  };
}
