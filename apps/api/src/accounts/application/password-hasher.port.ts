/** Password hashing (argon2id in production). */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of a verification when there is no account, so timing tells nothing. */
  abstract verifyNothing(password: string): Promise<void>;
}
