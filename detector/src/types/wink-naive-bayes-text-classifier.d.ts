// The package ships no types; only the calls the detector uses are declared.
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    definePrepTasks(tasks: ((input: unknown) => unknown)[]): number;
    learn(tokens: string[], label: string): boolean;
    consolidate(): boolean;
    /** `[label, log2 odds]` pairs, best first; `[['unknown', 0]]` when no token is known. */
    computeOdds(tokens: string[]): [string, number][];
    predict(tokens: string[]): string;
    exportJSON(): string;
    importJSON(json: string): boolean;
  }
  function createClassifier(): NaiveBayesTextClassifier;
  export = createClassifier;
}
