/**
 * Passwords, hashed with a slow, salted function (scrypt with a salt per password). The core
 * never sees a hash's parts, only whether a password matches it.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `hash`, compared in constant time. Without a hash (an unknown email,
   * or a user without a password) it does the same work and answers false, so that a wrong email
   * cannot be told from a wrong password by how long the answer takes.
   */
  verify(password: string, hash: string | null): Promise<boolean>;
}
