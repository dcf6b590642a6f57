/** The review log is append-only: an event, once written, is evidence of who decided what and when. */
import { appendOnly } from '../../../../services/append-only';

export default appendOnly('Review events are append-only: they cannot be changed or deleted');
