/** The list of the most used passwords (lower case), refused for new passwords. */
export abstract class CommonPasswords {
  abstract includes(candidate: string): boolean;
}
