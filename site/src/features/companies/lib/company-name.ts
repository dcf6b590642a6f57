import type { WireCompany } from '@lcmdp/contract';
import { localName } from '@/lib/labels';

/** The company's name in the reader's language when the library knows it, else its most used spelling. */
export const companyName = (company: Pick<WireCompany, 'names' | 'name'>, language: string) =>
  localName(company.names, language) ?? company.name;
