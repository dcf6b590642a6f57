/** A kept monthly report is a record of what was published: once generated, never changed or deleted. */
import { appendOnly } from '../../../../services/append-only';

export default appendOnly('Monthly reports are kept as generated: they cannot be changed or deleted');
