/**
 * A production start (NODE_ENV=production) refuses secrets that are missing or still hold a value from an example
 * file or a framework template: such values are public, so a server started with them is open to anyone who reads
 * the repository. The CMS (cms/src/settings.ts) and the detector (detector/src/config.ts) both check with this.
 */

/** Values found in .env.example, .env.production.example and Strapi's templates, and common placeholders. */
export const EXAMPLE_SECRET_VALUES: readonly string[] = [
  'change-me',
  'changeme',
  'change_me',
  'tobemodified',
  'tobemodified1',
  'tobemodified2',
  'secret',
  'password',
  'postgres',
  'lcmdp',
  'admin',
  'minioadmin',
  'example',
  'default',
  'test',
];

/** A value containing one of these (e.g. `change-me-too`) is a placeholder too. */
const PLACEHOLDER_PARTS = ['change-me', 'changeme', 'change_me', 'tobemodified'];

/** Whether a secret value is a known example or placeholder (case and surrounding spaces ignored). */
export function isExampleSecret(value: string): boolean {
  const v = value.trim().toLowerCase();
  return EXAMPLE_SECRET_VALUES.includes(v) || PLACEHOLDER_PARTS.some((part) => v.includes(part));
}

export interface SecretProblem {
  /** The environment variable to fix. */
  variable: string;
  message: string;
}

export const MISSING_SECRET = 'Missing: a production start needs a random secret here';
export const EXAMPLE_SECRET = 'Still an example value: replace it with a random secret before a production start';

/**
 * The problems of a production start's secrets: `required` ones must be set, and every one that is set must not
 * be an example value. A comma-separated list (APP_KEYS) is checked key by key: one example key is enough to refuse.
 */
export function productionSecretProblems(
  env: Readonly<Record<string, string | undefined>>,
  required: readonly string[],
  optional: readonly string[] = [],
): SecretProblem[] {
  const problems: SecretProblem[] = [];
  for (const variable of [...required, ...optional]) {
    const parts = (env[variable] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (!parts.length) {
      if (required.includes(variable)) problems.push({ variable, message: MISSING_SECRET });
    } else if (parts.some(isExampleSecret)) {
      problems.push({ variable, message: EXAMPLE_SECRET });
    }
  }
  return problems;
}
