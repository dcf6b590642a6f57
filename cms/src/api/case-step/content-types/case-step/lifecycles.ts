/** A case's steps are its history: once written, never changed or deleted. */
import { appendOnly } from '../../../../services/append-only';

export default appendOnly('Case steps are append-only: they cannot be changed or deleted');
