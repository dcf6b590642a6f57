import type { WireUser } from '@lcmdp/contract';

/** The accounts whose name, email or phone contains the search (case and spacing aside). */
export function searchAccounts(accounts: readonly WireUser[], search: string): WireUser[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...accounts];
  return accounts.filter((account) => {
    const text = [account.full_name, account.email, account.phone_number].filter(Boolean).join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** How an account is named on screen: its full name, or its email when it has none. */
export const accountName = (account: Pick<WireUser, 'full_name' | 'email'>) => account.full_name?.trim() || account.email;
