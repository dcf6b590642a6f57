export interface Stack {
  baseUrl: string;
  accounts: Record<'supervisor' | 'operator' | 'admin', { email: string; password: string }>;
  stop(): Promise<void>;
}
export function startStack(env?: Record<string, string>, detectorEnv?: Record<string, string>): Promise<Stack>;
