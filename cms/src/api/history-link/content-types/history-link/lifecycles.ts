/** The history chain's links are appended, never changed or deleted (domain/history-chain.ts). */
import { appendOnly } from '../../../../services/append-only';

export default appendOnly('The history chain is appended by the CMS only and never changed');
