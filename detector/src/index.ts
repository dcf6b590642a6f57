// The detector service is built by its own issue; this module shows the workspace's contract dependency.
import { VARIANTS } from '@lcmdp/contract';

export const SUPPORTED_VARIANTS = VARIANTS;
