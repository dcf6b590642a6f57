/** Turns a pure check of account-rules.ts into an antd form rule that shows the check's translated message. */
import type { RuleObject } from 'antd/es/form';

export function ruleOf<K extends string>(check: (value: unknown) => K | undefined, say: (key: K) => string): RuleObject {
  return {
    validator: (_rule, value) => {
      const key = check(value);
      return key ? Promise.reject(new Error(say(key))) : Promise.resolve();
    },
  };
}
